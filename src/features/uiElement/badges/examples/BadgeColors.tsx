import Badge from '@mui/material/Badge'
import Stack from '@mui/material/Stack'
import MailOutlined from '@mui/icons-material/MailOutlined'
import { msg } from '@lingui/core/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Colours`, description: msg`A count on an icon, in the colour of what it counts.`, order: 1 }

const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const

export default function BadgeColors() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
      {COLORS.map((color, index) => (
        <Badge key={color} badgeContent={index + 1} color={color}>
          <MailOutlined sx={{ color: 'action.active' }} />
        </Badge>
      ))}
    </Stack>
  )
}
