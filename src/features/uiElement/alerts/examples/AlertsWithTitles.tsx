import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`With a title`, description: msg`A title to say what happened, a line to say what to do.`, order: 4 }

export default function AlertsWithTitles() {
  return (
    <Stack spacing={1.5}>
      <Alert role="note" severity="success">
        <AlertTitle>
          <Trans>Order placed</Trans>
        </AlertTitle>
        <Trans>We will send you an email when it ships.</Trans>
      </Alert>
      <Alert role="note" severity="warning">
        <AlertTitle>
          <Trans>Storage almost full</Trans>
        </AlertTitle>
        <Trans>Delete old files or upgrade your plan.</Trans>
      </Alert>
      <Alert role="note" severity="error">
        <AlertTitle>
          <Trans>Sign-in failed</Trans>
        </AlertTitle>
        <Trans>Check your email address and password, then try again.</Trans>
      </Alert>
    </Stack>
  )
}
