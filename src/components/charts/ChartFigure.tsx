import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { ChartDataTable, type ChartData } from './ChartDataTable'

interface ChartFigureProps {
  /** What the chart shows ("Sessions per day, last 28 days"): the figure's name and its table's caption. */
  label: string
  /** The chart's height in px; its width is the card's. */
  height: number
  /** The chart's figures, for screen readers: the drawing is hidden from them. */
  data: ChartData
  /**
   * One recharts chart with the `responsive` prop, `style={{ width: '100%', height: '100%' }}` and
   * `accessibilityLayer={false}` (a pie adds `rootTabIndex={-1}`): no Tab stop in the drawing.
   */
  children: ReactNode
  sx?: SxProps<Theme>
}

/**
 * The box a chart draws in: a named figure of a fixed height, so the card does not jump when the
 * chart arrives. The drawing is for the eye (its values are in tooltips a pointer finds) and hidden
 * from screen readers; they get the same figures as a table, there before the drawing is.
 */
export function ChartFigure({ label, height, data, children, sx }: ChartFigureProps) {
  return (
    <Box
      component="figure"
      aria-label={label}
      sx={[{ m: 0, position: 'relative', height, width: '100%', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box aria-hidden sx={{ height: '100%' }}>
        {children}
      </Box>
      <ChartDataTable caption={label} {...data} />
    </Box>
  )
}
