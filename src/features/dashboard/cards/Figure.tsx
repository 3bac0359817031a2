import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

interface FigureProps {
  label: ReactNode
  value: ReactNode
  /** A line under the label: what the figure is in ("Converted to USD"). */
  note?: ReactNode
  strong?: boolean
  align?: 'start' | 'center'
  /**
   * In a ring's middle, where the width is the ring's hole: a long headline figure (German writes
   * thousands in words, "8,7 Tausend") takes the next size down, so it stays inside.
   */
  inRing?: boolean
}

/** Characters a headline figure has room for in a ring's middle at its full size. */
const RING_CHARACTERS = 7

/** A figure with what it counts under it: "142 / New tickets". `strong` makes it a card's headline figure. */
export function Figure({ label, value, note, strong, align = 'start', inRing }: FigureProps) {
  const long = inRing && typeof value === 'string' && value.length > RING_CHARACTERS
  return (
    <Box sx={{ textAlign: align, minWidth: 0 }}>
      <Typography variant={strong ? (long ? 'h5' : 'h4') : 'h6'} component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
        {/* A figure is written in the active language, left to right, on a right-to-left page too ("43 %", not "% 43"). */}
        <bdi dir="ltr">{value}</bdi>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      {note && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      )}
    </Box>
  )
}
