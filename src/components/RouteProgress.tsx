import Box from '@mui/material/Box'
import { alpha } from '@mui/material/styles'
import { keyframes } from '@emotion/react'
import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'

// Appearing only after a short delay keeps instant navigations from flashing the bar.
const appear = keyframes`to { opacity: 1; }`
const sweep = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`

/**
 * A thin bar at the top of the window while the router loads the next route's code or data.
 * Plain CSS rather than MUI's LinearProgress: it is part of every first load.
 */
export function RouteProgress() {
  const { t } = useLingui()
  const loading = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading })
  if (!loading) return null
  return (
    <Box
      role="progressbar"
      data-testid="route-progress"
      aria-label={t`Loading page`}
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        insetInline: 0,
        height: 3,
        overflow: 'hidden',
        zIndex: theme.zIndex.tooltip + 1,
        bgcolor: alpha(theme.palette.primary.main, 0.2),
        opacity: 0,
        animation: `${appear} 0s 80ms forwards`,
        '&::after': {
          content: '""',
          position: 'absolute',
          insetBlock: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${sweep} 1.1s ease-in-out infinite`,
        },
      })}
    />
  )
}
