import { Area, AreaChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { ChartTooltip } from '@/components/charts/ChartTooltip'
import { useChartTheme } from '@/components/charts/useChartTheme'
import { ChartBlock } from '../ChartBlock'
import { useChartFormat } from '../useChartFormat'

export const meta: ExampleMeta = { title: msg`Stacked area`, description: msg`Parts of a total, stacked day by day.`, order: 2 }

const TRAFFIC = [
  { day: '2025-05-26', search: 820, social: 410, direct: 300 },
  { day: '2025-05-27', search: 940, social: 380, direct: 320 },
  { day: '2025-05-28', search: 880, social: 520, direct: 290 },
  { day: '2025-05-29', search: 1020, social: 610, direct: 350 },
  { day: '2025-05-30', search: 990, social: 560, direct: 410 },
  { day: '2025-05-31', search: 760, social: 700, direct: 380 },
  { day: '2025-06-01', search: 700, social: 740, direct: 360 },
  { day: '2025-06-02', search: 1080, social: 590, direct: 430 },
]

const SERIES = [
  { key: 'search', tint: 'primary' },
  { key: 'social', tint: 'success' },
  { key: 'direct', tint: 'warning' },
] as const

export default function TrafficArea() {
  const { t } = useLingui()
  const chart = useChartTheme()
  const format = useChartFormat()
  const names: Record<string, string> = { search: t`Search`, social: t`Social`, direct: t`Direct` }
  const data = {
    rowsName: t`Day`,
    columns: SERIES.map((series) => names[series.key]!),
    rows: TRAFFIC.map((row) => ({ key: row.day, name: format.longDay(row.day), values: SERIES.map((series) => format.number(row[series.key])) })),
  }
  return (
    <ChartBlock label={t`Visits per day by source`} height={280} data={data}>
      <AreaChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }} data={TRAFFIC} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid {...chart.grid} />
        <XAxis dataKey="day" tickFormatter={format.shortDay} {...chart.xAxis} />
        <YAxis tickFormatter={format.compact} {...chart.yAxis} />
        <Tooltip
          cursor={{ stroke: chart.soft('primary', 0.5) }}
          content={(props) => <ChartTooltip {...props} formatLabel={(day) => format.longDay(String(day))} formatValue={format.number} nameOf={(key) => names[key]} />}
        />
        <Legend {...chart.legend} formatter={(key: string) => names[key]} />
        {SERIES.map(({ key, tint }) => (
          <Area key={key} type="monotone" dataKey={key} stackId="visits" stroke={chart.color(tint)} fill={chart.soft(tint, 0.35)} strokeWidth={2} isAnimationActive={false} />
        ))}
      </AreaChart>
    </ChartBlock>
  )
}
