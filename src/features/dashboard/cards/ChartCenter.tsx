import type { ReactNode } from 'react'
import Box from '@mui/material/Box'

/** What a ring chart says in its middle (the figure and what it is), laid over the chart. */
export function ChartCenter({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', textAlign: 'center', pointerEvents: 'none' }}>
      <div>{children}</div>
    </Box>
  )
}
