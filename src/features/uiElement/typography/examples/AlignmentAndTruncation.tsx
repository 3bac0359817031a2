import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Alignment and truncation`,
  description: msg`Text aligned to either side or centred, cut short on one line or after two.`,
  order: 5,
}

export default function AlignmentAndTruncation() {
  return (
    <Stack spacing={1.5}>
      <Typography align="left">
        <Trans>Aligned to the start</Trans>
      </Typography>
      <Typography align="center">
        <Trans>Centred</Trans>
      </Typography>
      <Typography align="right">
        <Trans>Aligned to the end</Trans>
      </Typography>
      <Box sx={{ maxWidth: 260, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography noWrap>
          <Trans>One line only: whatever does not fit ends in an ellipsis.</Trans>
        </Typography>
      </Box>
      <Box sx={{ maxWidth: 260, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          <Trans>Two lines at most: a longer description is cut after its second line, so every card of a row keeps the same height.</Trans>
        </Typography>
      </Box>
    </Stack>
  )
}
