import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Outlined`, description: msg`A lighter look, for a page with many messages.`, order: 2 }

export default function OutlinedAlerts() {
  return (
    <Stack spacing={1.5}>
      <Alert role="note" variant="outlined" severity="success">
        <Trans>Your changes were saved.</Trans>
      </Alert>
      <Alert role="note" variant="outlined" severity="info">
        <Trans>A new version is available.</Trans>
      </Alert>
      <Alert role="note" variant="outlined" severity="warning">
        <Trans>Your subscription ends in three days.</Trans>
      </Alert>
      <Alert role="note" variant="outlined" severity="error">
        <Trans>The payment was declined.</Trans>
      </Alert>
    </Stack>
  )
}
