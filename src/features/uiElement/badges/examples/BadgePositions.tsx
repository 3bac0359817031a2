import Avatar from '@mui/material/Avatar'
import Badge from '@mui/material/Badge'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Corners`, description: msg`On any corner, hugging a square or a circle.`, order: 5 }

const CORNERS = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
] as const

export default function BadgePositions() {
  return (
    <Stack spacing={3} sx={{ pt: 1 }}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {CORNERS.map((corner) => (
          <Badge key={`${corner.vertical}-${corner.horizontal}`} badgeContent={4} color="primary" anchorOrigin={corner}>
            <Avatar variant="rounded" alt="" src="/images/avatars/7.svg" />
          </Badge>
        ))}
      </Stack>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {CORNERS.map((corner) => (
          <Badge key={`${corner.vertical}-${corner.horizontal}`} badgeContent={4} color="success" overlap="circular" anchorOrigin={corner}>
            <Avatar alt="" src="/images/avatars/8.svg" />
          </Badge>
        ))}
      </Stack>
    </Stack>
  )
}
