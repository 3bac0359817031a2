import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { useLingui } from '@lingui/react/macro'

/** Shown while a route's code or data loads. Fills the space it is given, so the layout does not jump. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useLingui()
  return (
    <Box
      role="progressbar"
      aria-busy="true"
      aria-label={t`Loading`}
      data-testid="page-loader"
      sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : 320, width: '100%' }}
    >
      <CircularProgress size={40} aria-hidden="true" />
    </Box>
  )
}
