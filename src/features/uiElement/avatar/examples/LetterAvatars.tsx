import Avatar from '@mui/material/Avatar'
import Stack from '@mui/material/Stack'
import { alpha } from '@mui/material/styles'
import { msg } from '@lingui/core/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Initials`, description: msg`When there is no picture: initials on a colour, solid or soft.`, order: 2 }

const PEOPLE = [
  { initials: 'OS', color: 'primary' },
  { initials: 'HL', color: 'success' },
  { initials: 'HR', color: 'info' },
  { initials: 'AC', color: 'warning' },
  { initials: 'JD', color: 'error' },
] as const

export default function LetterAvatars() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        {PEOPLE.map(({ initials, color }) => (
          <Avatar key={initials} sx={{ bgcolor: `${color}.main`, color: `${color}.contrastText` }}>
            {initials}
          </Avatar>
        ))}
      </Stack>
      <Stack direction="row" spacing={2}>
        {PEOPLE.map(({ initials, color }) => (
          <Avatar key={initials} sx={(theme) => ({ bgcolor: alpha(theme.palette[color].main, 0.12), color: `${color}.main`, fontWeight: 500 })}>
            {initials}
          </Avatar>
        ))}
      </Stack>
    </Stack>
  )
}
