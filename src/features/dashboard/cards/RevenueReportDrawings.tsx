import type { ReactNode } from 'react'
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartTooltip } from '@/components/charts/ChartTooltip'
import { useChartTheme } from '@/components/charts/useChartTheme'

interface DrawingProps<Row> {
  series: Row[]
  /** A span as an axis tick says it ("Jun", "May 6 – 9"). */
  formatDate: (iso: string) => string
  /** A span in full, as the tooltip says it ("June 2025"). */
  describeDate: (iso: string) => string
  formatMoney: (value: number) => ReactNode
  /** A series' name as the legend and tooltip say it. */
  nameOf: (key: string) => string
}

function RevenueTooltip({ describeDate, formatMoney, nameOf, cursor }: Omit<DrawingProps<unknown>, 'series' | 'formatDate'> & { cursor?: object }) {
  return (
    <Tooltip
      cursor={cursor}
      content={(props) => <ChartTooltip {...props} formatLabel={(date) => describeDate(String(date))} formatValue={formatMoney} nameOf={nameOf} />}
    />
  )
}

/** Earning and expense per span as bars: the revenue report's drawing, loaded on demand (see lazyChart). */
export function RevenueBars({ series, formatDate, describeDate, formatMoney, formatAxis, nameOf }: DrawingProps<{ date: string; earning: number; expense: number }> & { formatAxis: (value: number) => string }) {
  const chart = useChartTheme()
  return (
    // No keyboard layer: it would make the drawing a Tab stop that says nothing (the figure's table has the values).
    <BarChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }} data={series} barGap={4} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
      <CartesianGrid {...chart.grid} />
      <XAxis dataKey="date" tickFormatter={formatDate} {...chart.xAxis} />
      <YAxis tickFormatter={formatAxis} {...chart.yAxis} />
      {RevenueTooltip({ describeDate, formatMoney, nameOf, cursor: chart.cursor })}
      <Legend formatter={nameOf} iconType="circle" iconSize={10} {...chart.legend} />
      <Bar dataKey="earning" fill={chart.color('primary')} radius={[4, 4, 0, 0]} maxBarSize={18} isAnimationActive={false} />
      <Bar dataKey="expense" fill={chart.color('warning')} radius={[4, 4, 0, 0]} maxBarSize={18} isAnimationActive={false} />
    </BarChart>
  )
}

/** What was earned against the budget as two lines, loaded on demand (see lazyChart). */
export function BudgetLines({ series, describeDate, formatMoney, nameOf }: Omit<DrawingProps<{ date: string; budget: number; earned: number }>, 'formatDate'>) {
  const chart = useChartTheme()
  return (
    <LineChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }} data={series} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
      <XAxis dataKey="date" hide reversed={chart.rtl} />
      {RevenueTooltip({ describeDate, formatMoney, nameOf, cursor: chart.cursor })}
      <Line type="monotone" dataKey="budget" stroke={chart.color('secondary')} strokeDasharray="5 5" strokeWidth={2} dot={false} isAnimationActive={false} />
      <Line type="monotone" dataKey="earned" stroke={chart.color('primary')} strokeWidth={2.5} dot={false} isAnimationActive={false} />
    </LineChart>
  )
}
