import { useId, type ReactNode } from 'react'
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import type { Tint } from '../InitialsAvatar'
import { ChartFigure } from './ChartFigure'
import { ChartTooltip } from './ChartTooltip'
import { useChartTheme } from './useChartTheme'

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

/**
 * A series of points as bars, a filled area or a line, themed from the palette, with a tooltip in
 * the active language; it runs from the right in right-to-left. The dashboards' small and
 * medium charts all draw through it.
 */
export function PointsChart({ kind, points, tint, label, height, formatDate, formatValue, bare }: PointsChartProps) {
  const chart = useChartTheme()
  // useId may hold characters a url(#...) reference does not take.
  const gradientId = `area${useId().replace(/[^\w-]/g, '')}`
  const color = chart.color(tint)
  const common = { responsive: true, style: { width: '100%', height: '100%' }, data: points, margin: bare ? { top: 4, right: 4, bottom: 4, left: 4 } : { top: 8, right: 8, bottom: 0, left: 0 } }
  const axes = !bare && [
    <CartesianGrid key="grid" {...chart.grid} />,
    <XAxis key="x" dataKey="date" tickFormatter={formatDate} {...chart.xAxis} />,
    <YAxis key="y" tickFormatter={(value: number) => String(formatValue(value))} {...chart.yAxis} />,
  ]
  const tooltip = (
    <Tooltip
      cursor={kind === 'bar' ? chart.cursor : { stroke: chart.soft(tint, 0.5) }}
      content={(props) => <ChartTooltip {...props} formatLabel={(date) => formatDate(String(date))} formatValue={formatValue} />}
    />
  )
  // A hidden axis still gives the tooltip its label (the span's date).
  const hiddenX = bare && <XAxis dataKey="date" hide reversed={chart.rtl} />
  return (
    <ChartFigure label={label} height={height}>
      {kind === 'bar' ? (
        <BarChart {...common}>
          {axes}
          {hiddenX}
          {tooltip}
          <Bar dataKey="value" fill={color} radius={[4, 4, 4, 4]} maxBarSize={bare ? 12 : 24} background={bare ? { fill: chart.track, radius: 4 } : undefined} isAnimationActive={false} />
        </BarChart>
      ) : kind === 'area' ? (
        <AreaChart {...common}>
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={color} stopOpacity={0.35} />
              <stop offset="100%" stopColor={color} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          {axes}
          {hiddenX}
          {tooltip}
          <Area type="monotone" dataKey="value" stroke={color} strokeWidth={2.5} fill={`url(#${gradientId})`} isAnimationActive={false} />
        </AreaChart>
      ) : (
        <LineChart {...common}>
          {axes}
          {hiddenX}
          {tooltip}
          <Line type="monotone" dataKey="value" stroke={color} strokeWidth={3} dot={false} activeDot={{ r: 5 }} isAnimationActive={false} />
        </LineChart>
      )}
    </ChartFigure>
  )
}
