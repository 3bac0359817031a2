import Alert from '@mui/material/Alert'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { Trans } from '@lingui/react/macro'

/** What a table shows before its rows: lines while they load, a message if they could not. */
export function TableStatus({ failed }: { failed: boolean }) {
  if (failed)
    return (
      <Alert severity="error" role="alert">
        <Trans>The people could not be loaded. Please reload the page.</Trans>
      </Alert>
    )
  return (
    <Stack spacing={1} aria-busy="true">
      {[0, 1, 2, 3].map((line) => (
        <Skeleton key={line} variant="rounded" height={28} />
      ))}
    </Stack>
  )
}
