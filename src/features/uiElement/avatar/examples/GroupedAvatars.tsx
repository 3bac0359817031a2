import Avatar from '@mui/material/Avatar'
import AvatarGroup from '@mui/material/AvatarGroup'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import { alpha, type Theme } from '@mui/material/styles'
import { msg } from '@lingui/core/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Groups`, description: msg`A team at a glance: the first few, then how many more.`, order: 5 }

/** The "+2" at the end: the primary colour on a soft tint of itself, readable in both modes. */
const surplus = (theme: Theme) => ({ '& .MuiAvatar-colorDefault': { bgcolor: alpha(theme.palette.primary.main, 0.12), color: theme.palette.primary.main, fontSize: 14 } })

const TEAM = ['Olivia Sparks', 'Howard Lloyd', 'Hallie Richards', 'Alice Cobb', 'Jeffery Warner', 'Marie Dupont']

export default function GroupedAvatars() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <AvatarGroup max={4} sx={surplus}>
        {TEAM.map((name, index) => (
          <Tooltip key={name} title={name}>
            <Avatar alt={name} src={`/images/avatars/${index + 6}.svg`} />
          </Tooltip>
        ))}
      </AvatarGroup>
      <AvatarGroup total={24} sx={surplus}>
        {TEAM.slice(0, 3).map((name, index) => (
          <Avatar key={name} alt={name} src={`/images/avatars/${index + 12}.svg`} />
        ))}
      </AvatarGroup>
    </Stack>
  )
}
