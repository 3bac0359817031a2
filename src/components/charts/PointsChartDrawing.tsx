import { useId } from 'react'
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartTooltip } from './ChartTooltip'
import type { PointsChartProps } from './PointsChart'
import { useChartTheme } from './useChartTheme'

/** PointsChart's drawing, loaded on demand with recharts (see lazyChart). */
export function PointsChartDrawing({ kind, points, tint, formatDate, describeDate = formatDate, formatValue, bare }: Omit<PointsChartProps, 'label' | 'seriesName' | 'height'>) {
  const chart = useChartTheme()
  // useId may hold characters a url(#...) reference does not take.
  const gradientId = `area${useId().replace(/[^\w-]/g, '')}`
  const color = chart.color(tint)
  // No keyboard layer: it would make the drawing a Tab stop that says nothing (the figure's table has the values).
  const common = { responsive: true, accessibilityLayer: false, style: { width: '100%', height: '100%' }, data: points, margin: bare ? { top: 4, right: 4, bottom: 4, left: 4 } : { top: 8, right: 8, bottom: 0, left: 0 } }
  const axes = !bare && [
    <CartesianGrid key="grid" {...chart.grid} />,
    <XAxis key="x" dataKey="date" tickFormatter={formatDate} {...chart.xAxis} />,
    <YAxis key="y" tickFormatter={(value: number) => String(formatValue(value))} {...chart.yAxis} />,
  ]
  const tooltip = (
    <Tooltip
      cursor={kind === 'bar' ? chart.cursor : { stroke: chart.soft(tint, 0.5) }}
      content={(props) => <ChartTooltip {...props} formatLabel={(date) => describeDate(String(date))} formatValue={formatValue} />}
    />
  )
  // A hidden axis still gives the tooltip its label (the span's date).
  const hiddenX = bare && <XAxis dataKey="date" hide reversed={chart.rtl} />
  return (
    kind === 'bar' ? (
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
    )
  )
}
