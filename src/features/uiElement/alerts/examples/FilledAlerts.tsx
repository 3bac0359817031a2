import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Filled`, description: msg`The strongest look, for what must not be missed.`, order: 3 }

export default function FilledAlerts() {
  return (
    <Stack spacing={1.5}>
      <Alert role="note" variant="filled" severity="success">
        <Trans>Your changes were saved.</Trans>
      </Alert>
      <Alert role="note" variant="filled" severity="info">
        <Trans>A new version is available.</Trans>
      </Alert>
      <Alert role="note" variant="filled" severity="warning">
        <Trans>Your subscription ends in three days.</Trans>
      </Alert>
      <Alert role="note" variant="filled" severity="error">
        <Trans>The payment was declined.</Trans>
      </Alert>
    </Stack>
  )
}
