import type { ReactNode } from 'react'
import type { Tint } from '../InitialsAvatar'
import { ChartFigure } from './ChartFigure'
import { lazyChart } from './lazyChart'

/** One value per span, dated by the span's first day. */
export interface Point {
  date: string
  value: number
}

export interface PointsChartProps {
  kind: 'bar' | 'area' | 'line'
  points: Point[]
  tint: Tint
  /** What the chart shows, for screen readers. */
  label: string
  height: number
  /** A span's date as an axis tick or tooltip label says it ("Jun", "Jun 2"). */
  formatDate: (iso: string) => string
  /** A value as the tooltip (and the value axis) says it. */
  formatValue: (value: number) => ReactNode
  /** A small chart in a figure card: no axes, no grid, the tooltip only. */
  bare?: boolean
}

const Drawing = lazyChart(() => import('./PointsChartDrawing').then((m) => m.PointsChartDrawing))

/**
 * A series of points as bars, a filled area or a line, themed from the palette, with a tooltip in
 * the active language; it runs from the right in right-to-left. The dashboards' small and
 * medium charts all draw through it. The figure is there at once, the drawing moments later (lazyChart).
 */
export function PointsChart({ label, height, ...drawing }: PointsChartProps) {
  return (
    <ChartFigure label={label} height={height}>
      <Drawing {...drawing} />
    </ChartFigure>
  )
}
