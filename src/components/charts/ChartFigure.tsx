import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'

interface ChartFigureProps {
  /** What the chart shows, for screen readers ("Sessions per day, last 28 days"). */
  label: string
  /** The chart's height in px; its width is the card's. */
  height: number
  /** One recharts chart with the `responsive` prop and `style={{ width: '100%', height: '100%' }}`. */
  children: ReactNode
  sx?: SxProps<Theme>
}

/**
 * The box a chart draws in: a named figure (recharts' keyboard layer inside stays usable, which a
 * role "img" would hide), of a fixed height so the card does not jump when the chart arrives.
 */
export function ChartFigure({ label, height, children, sx }: ChartFigureProps) {
  return (
    <Box
      component="figure"
      aria-label={label}
      sx={[{ m: 0, height, width: '100%', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  )
}
