import { createFileRoute } from '@tanstack/react-router'
import Typography from '@mui/material/Typography'
import { Trans } from '@lingui/react/macro'

export const Route = createFileRoute('/_blank/misc/error')({
  component: () => (
    <Typography variant="h4">
      <Trans>Page Not Found</Trans>
    </Typography>
  ),
})
