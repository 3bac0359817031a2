import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

/** A figure with what it counts under it: "142 / New tickets". `strong` makes it a card's headline figure. */
export function Figure({ label, value, strong, align = 'start' }: { label: ReactNode; value: ReactNode; strong?: boolean; align?: 'start' | 'center' }) {
  return (
    <Box sx={{ textAlign: align, minWidth: 0 }}>
      <Typography variant={strong ? 'h4' : 'h6'} component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
        {/* A figure is written in the active language, left to right, on a right-to-left page too ("43 %", not "% 43"). */}
        <bdi dir="ltr">{value}</bdi>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  )
}
