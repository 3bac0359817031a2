import LinearProgress from '@mui/material/LinearProgress'
import { keyframes } from '@emotion/react'
import { useRouterState } from '@tanstack/react-router'

// Appearing only after a short delay keeps instant navigations from flashing the bar.
const appear = keyframes`to { opacity: 1; }`

/** A thin bar at the top of the window while the router loads the next route's code or data. */
export function RouteProgress() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading })
  if (!loading) return null
  return (
    <LinearProgress
      data-testid="route-progress"
      aria-label="Loading page"
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        height: 3,
        zIndex: (t) => t.zIndex.tooltip + 1,
        opacity: 0,
        animation: `${appear} 0s 80ms forwards`,
      }}
    />
  )
}
