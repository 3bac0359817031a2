import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import LiveHelpOutlined from '@mui/icons-material/LiveHelpOutlined'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Arrows, delays and disabled buttons`, description: msg`An arrow to the element, a slower tooltip, and one on a disabled button.`, order: 2 }

export default function TooltipVariants() {
  const { t } = useLingui()
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Tooltip title={t`With an arrow`} arrow describeChild>
        <Button variant="contained">
          <Trans>Arrow</Trans>
        </Button>
      </Tooltip>
      <Tooltip title={t`After one second`} enterDelay={1000} leaveDelay={200} describeChild>
        <Button variant="outlined">
          <Trans>Delayed</Trans>
        </Button>
      </Tooltip>
      {/* A disabled button gets no pointer events: the tooltip listens on a wrapper, which the keyboard can reach. */}
      <Tooltip title={t`Fill in the form first`} describeChild>
        <span tabIndex={0}>
          <Button variant="outlined" disabled>
            <Trans>Disabled</Trans>
          </Button>
        </span>
      </Tooltip>
      <Tooltip title={t`More about this setting`} arrow placement="right">
        <IconButton color="info">
          <LiveHelpOutlined />
        </IconButton>
      </Tooltip>
    </Box>
  )
}
