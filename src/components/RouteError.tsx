import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import Refresh from '@mui/icons-material/Refresh'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useState } from 'react'
import { isChunkLoadError, reloadWhenReachable } from '@/lib/chunkLoad'
// The exact module: it is small, and this component is in every first load.
import { ApiError } from '@/api/errors'
import { contractMismatchText } from '@/api/errorText'

/** Every route's error boundary: says what went wrong and offers a retry that reloads the route. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  const offline = isChunkLoadError(error)
  // The back end refused this user (403): asking again gives the same answer, so no retry.
  const refused = error instanceof ApiError && error.status === 403
  // The back end answered, but not in the contract's shape: say where, in plain sight.
  useLingui()
  const mismatch = contractMismatchText(error)
  const details = error instanceof Error ? error.message : String(error)
  const [unreachable, setUnreachable] = useState(false)

  // A failed code download needs a fresh page load (see reloadWhenReachable). Anything else:
  // clear failed queries, leave the error state, and run the route's loaders again.
  const retry = () => {
    if (offline) {
      void reloadWhenReachable().then((reloading) => setUnreachable(!reloading))
      return
    }
    queryReset.reset()
    reset()
    void router.invalidate()
  }

  return (
    <Box role="alert" sx={{ p: { xs: 2, md: 4 }, display: 'flex', justifyContent: 'center' }}>
      <Paper
        variant="outlined"
        sx={{ maxWidth: 520, width: '100%', p: { xs: 3, sm: 4 }, textAlign: 'center', borderRadius: 2 }}
      >
        <Box
          sx={(theme) => ({
            mx: 'auto',
            mb: 2,
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'error.main',
            bgcolor: alpha(theme.palette.error.main, 0.14),
          })}
        >
          {offline ? <CloudOffOutlined /> : <ErrorOutlineOutlined />}
        </Box>
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          <Trans>This page could not be shown</Trans>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 3, overflowWrap: 'anywhere' }}
          data-testid={mismatch ? 'contract-mismatch' : undefined}
        >
          {mismatch ? (
            mismatch
          ) : refused ? (
            <Trans>Your account may not see what this page shows. Sign in with another account, or go back home.</Trans>
          ) : unreachable ? (
            <Trans>The server still cannot be reached. Check your connection, then retry.</Trans>
          ) : offline ? (
            <Trans>Part of the application could not be downloaded. Check your connection, then retry.</Trans>
          ) : (
            <Trans>Something went wrong while loading this page. Retrying often helps.</Trans>
          )}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', mb: 2 }}>
          {!refused && (
            <Button variant="contained" startIcon={<Refresh />} onClick={retry}>
              <Trans>Retry</Trans>
            </Button>
          )}
          {/* A plain link: it must work even when the router itself is what failed. */}
          <Button variant="outlined" color="secondary" href="/">
            <Trans>Back to home</Trans>
          </Button>
        </Stack>
        {/* A native disclosure: no script to download for a detail few people open. */}
        <Box component="details" sx={{ typography: 'body2', color: 'text.secondary' }}>
          <Box component="summary" sx={{ cursor: 'pointer', width: 'fit-content', mx: 'auto' }}>
            <Trans>Details</Trans>
          </Box>
          <Typography
            component="pre"
            variant="caption"
            sx={{ mt: 1.5, p: 1.5, textAlign: 'start', whiteSpace: 'pre-wrap', wordBreak: 'break-word', bgcolor: 'action.hover', borderRadius: 1 }}
          >
            {details}
          </Typography>
        </Box>
      </Paper>
    </Box>
  )
}
