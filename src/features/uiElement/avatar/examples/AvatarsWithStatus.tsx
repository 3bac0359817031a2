import Avatar from '@mui/material/Avatar'
import Badge from '@mui/material/Badge'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`With a status`, description: msg`A dot says whether the person is online, away or busy.`, order: 6 }

export default function AvatarsWithStatus() {
  const { t } = useLingui()
  const people = [
    { name: 'Olivia Sparks', picture: 15, status: t`online`, color: 'success.main' },
    { name: 'Howard Lloyd', picture: 16, status: t`away`, color: 'warning.main' },
    { name: 'Hallie Richards', picture: 17, status: t`busy`, color: 'error.main' },
    { name: 'Alice Cobb', picture: 18, status: t`offline`, color: 'grey.500' },
  ]
  return (
    <Stack direction="row" spacing={2}>
      {people.map(({ name, picture, status, color }) => (
        <Badge
          key={name}
          overlap="circular"
          variant="dot"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          sx={{ '& .MuiBadge-badge': { bgcolor: color, width: 12, height: 12, borderRadius: '50%', boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}` } }}
        >
          <Avatar alt={t`${name}, ${status}`} src={`/images/avatars/${picture}.svg`} />
        </Badge>
      ))}
    </Stack>
  )
}
