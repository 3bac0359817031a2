import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { Trans } from '@lingui/react/macro'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'

/** Every route's error boundary: says what went wrong and offers a retry that reloads the route. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()

  const retry = () => {
    queryReset.reset()
    reset()
    void router.invalidate()
  }

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, display: 'flex', justifyContent: 'center' }}>
      <Alert
        severity="error"
        variant="outlined"
        sx={{ maxWidth: 560, width: '100%' }}
        action={
          <Button color="error" variant="contained" size="small" onClick={retry}>
            <Trans>Retry</Trans>
          </Button>
        }
      >
        <AlertTitle>
          <Trans>This page could not be shown</Trans>
        </AlertTitle>
        {error instanceof Error ? error.message : String(error)}
      </Alert>
    </Box>
  )
}
