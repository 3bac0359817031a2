import { useMemo } from 'react'
import { alpha, useTheme } from '@mui/material/styles'
import type { Tint } from '../InitialsAvatar'

/**
 * Props for recharts' axes, grid and cursor from the MUI theme, so every chart reads in light and
 * dark mode alike and follows the page's direction: in right-to-left the time axis runs from the
 * right (`reversed`) and the value axis stands on the right.
 */
export function useChartTheme() {
  const theme = useTheme()
  return useMemo(() => {
    const rtl = theme.direction === 'rtl'
    // Tick labels are numbers and dates of the active language: left to right on a right-to-left page too.
    const tick = { fill: theme.palette.text.secondary, fontSize: 12, fontFamily: theme.typography.fontFamily, direction: 'ltr' }
    const color = (tint: Tint) => theme.palette[tint].main
    return {
      rtl,
      color,
      /** A fill that lets the grid through (an area under a line, a track behind a bar). */
      soft: (tint: Tint, opacity = 0.16) => alpha(color(tint), opacity),
      /** The colour of an empty track (a radial bar's background). */
      track: theme.palette.action.hover,
      xAxis: { reversed: rtl, axisLine: false, tickLine: false, tick, tickMargin: 8 } as const,
      yAxis: { orientation: rtl ? 'right' : 'left', axisLine: false, tickLine: false, tick, width: 'auto' } as const,
      grid: { stroke: theme.palette.divider, strokeDasharray: '4 4', vertical: false } as const,
      cursor: { fill: alpha(theme.palette.primary.main, 0.08) },
      legend: { wrapperStyle: { fontSize: 13, color: theme.palette.text.secondary } },
    }
  }, [theme])
}

export type ChartTheme = ReturnType<typeof useChartTheme>
