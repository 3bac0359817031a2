import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Severities`, description: msg`Success, information, warning and error, each with its colour and icon.`, order: 1 }

export default function AlertSeverities() {
  return (
    // A message that is on the page from the start is a note; role="alert" is for one that appears.
    <Stack spacing={1.5}>
      <Alert role="note" severity="success">
        <Trans>Your changes were saved.</Trans>
      </Alert>
      <Alert role="note" severity="info">
        <Trans>A new version is available.</Trans>
      </Alert>
      <Alert role="note" severity="warning">
        <Trans>Your subscription ends in three days.</Trans>
      </Alert>
      <Alert role="note" severity="error">
        <Trans>The payment was declined.</Trans>
      </Alert>
    </Stack>
  )
}
