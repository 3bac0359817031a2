import Badge from '@mui/material/Badge'
import Stack from '@mui/material/Stack'
import MailOutlined from '@mui/icons-material/MailOutlined'
import { msg } from '@lingui/core/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Maximum`, description: msg`Past its maximum a badge says "99+" (or the maximum given).`, order: 3 }

export default function BadgeMaximum() {
  return (
    <Stack direction="row" spacing={5} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
      <Badge badgeContent={99} color="primary">
        <MailOutlined sx={{ color: 'action.active' }} />
      </Badge>
      <Badge badgeContent={100} color="primary">
        <MailOutlined sx={{ color: 'action.active' }} />
      </Badge>
      <Badge badgeContent={1000} max={999} color="primary">
        <MailOutlined sx={{ color: 'action.active' }} />
      </Badge>
    </Stack>
  )
}
