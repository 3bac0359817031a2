import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Rich content`, description: msg`A title and a line of help, on the paper of the page.`, order: 3 }

export default function RichTooltip() {
  return (
    <Tooltip
      describeChild
      arrow
      slotProps={{
        tooltip: { sx: { bgcolor: 'background.paper', color: 'text.primary', boxShadow: 6, p: 1.5, maxWidth: 260 } },
        arrow: { sx: { color: 'background.paper' } },
      }}
      title={
        <Box>
          <Typography variant="subtitle2" component="p">
            <Trans>Two-step verification</Trans>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans>A code from your phone, on top of your password, each time you sign in.</Trans>
          </Typography>
        </Box>
      }
    >
      <Button variant="outlined">
        <Trans>What is this?</Trans>
      </Button>
    </Tooltip>
  )
}
