import type { ReactNode } from 'react'
import Box from '@mui/material/Box'

/** The plans side by side from `md`, one under another below it. */
export function PlanGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: { xs: 3, lg: 4 }, alignItems: 'stretch' }}>
      {children}
    </Box>
  )
}
