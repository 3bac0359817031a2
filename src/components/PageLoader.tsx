import Box from '@mui/material/Box'
import { alpha } from '@mui/material/styles'
import { keyframes } from '@emotion/react'
import { useLingui } from '@lingui/react/macro'

const spin = keyframes`to { transform: rotate(360deg); }`

/**
 * Shown while a route's code or data loads. Fills the space it is given, so the layout does not jump.
 * A CSS ring rather than MUI's CircularProgress: it is part of every first load, and this costs nothing.
 */
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
      <Box
        aria-hidden="true"
        sx={(theme) => ({
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: `3px solid ${alpha(theme.palette.primary.main, 0.2)}`,
          borderTopColor: theme.palette.primary.main,
          animation: `${spin} 0.8s linear infinite`,
        })}
      />
    </Box>
  )
}
