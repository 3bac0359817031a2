import Badge from '@mui/material/Badge'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined'
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Dots`, description: msg`Something is new, without saying how much.`, order: 2 }

export default function DotBadges() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', pt: 1 }}>
      <Badge variant="dot" color="error">
        <NotificationsOutlined sx={{ color: 'action.active' }} />
      </Badge>
      <Badge variant="dot" color="success">
        <QuestionAnswerOutlined sx={{ color: 'action.active' }} />
      </Badge>
      <Badge variant="dot" color="primary">
        <Typography>
          <Trans>Updates</Trans>
        </Typography>
      </Badge>
    </Stack>
  )
}
