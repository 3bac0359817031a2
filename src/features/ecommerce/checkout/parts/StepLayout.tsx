import type { ReactNode } from 'react'
import Box from '@mui/material/Box'

/** A step's two columns: its own content, and beside it (below it on a phone) the price and the way on. */
export function StepLayout({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(280px, 1fr)' }, gap: 3, alignItems: 'start' }}>
      <Box sx={{ minWidth: 0 }}>{main}</Box>
      <Box component="aside" sx={{ minWidth: 0, position: { md: 'sticky' }, top: { md: 88 } }}>
        {side}
      </Box>
    </Box>
  )
}
