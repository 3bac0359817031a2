import type { ReactNode } from 'react'
import type { Tint } from '../InitialsAvatar'
import { ChartFigure } from './ChartFigure'
import { lazyChart } from './lazyChart'
import { useSeriesData } from './useSeriesData'

/** One value per span, dated by the span's first day. */
export interface Point {
  date: string
  value: number
}

export interface PointsChartProps {
  kind: 'bar' | 'area' | 'line'
  points: Point[]
  tint: Tint
  /** What the chart shows, for screen readers: the figure's name and its table's caption. */
  label: string
  /** What the values are ("Sessions"): the column of the chart's table. */
  seriesName: string
  height: number
  /** A span as an axis tick says it: the month or days it covers ("Jun", "May 6 – 9"). */
  formatDate: (iso: string) => string
  /** A span in full, for the tooltip and the table ("June 2025"); the tick's words when not given. */
  describeDate?: (iso: string) => string
  /** A value as the tooltip (and the value axis) says it. */
  formatValue: (value: number) => ReactNode
  /** A small chart in a figure card: no axes, no grid, the tooltip only. */
  bare?: boolean
}

const Drawing = lazyChart(() => import('./PointsChartDrawing').then((m) => m.PointsChartDrawing))

/**
 * A series of points as bars, a filled area or a line, themed from the palette, with a tooltip in
 * the active language; it runs from the right in right-to-left. The dashboards' small and
 * medium charts all draw through it. The figure is there at once, with its table for screen
 * readers, the drawing moments later (lazyChart).
 */
export function PointsChart({ label, seriesName, height, ...drawing }: PointsChartProps) {
  const data = useSeriesData(drawing.points, drawing.describeDate ?? drawing.formatDate, [{ key: 'value', name: seriesName, format: drawing.formatValue }])
  return (
    <ChartFigure label={label} height={height} data={data}>
      <Drawing {...drawing} />
    </ChartFigure>
  )
}
