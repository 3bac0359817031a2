import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { ChartTooltip } from '@/components/charts/ChartTooltip'
import { useChartTheme } from '@/components/charts/useChartTheme'
import { ChartBlock } from '../ChartBlock'
import { useChartFormat } from '../useChartFormat'

export const meta: ExampleMeta = { title: msg`Line`, description: msg`Two series over a year, compared month by month.`, order: 1 }

const VISITORS = [
  { month: '2025-01-01', current: 4200, previous: 3600 },
  { month: '2025-02-01', current: 4800, previous: 3900 },
  { month: '2025-03-01', current: 5100, previous: 4400 },
  { month: '2025-04-01', current: 4700, previous: 4600 },
  { month: '2025-05-01', current: 5900, previous: 4800 },
  { month: '2025-06-01', current: 6400, previous: 5200 },
  { month: '2025-07-01', current: 6100, previous: 5600 },
  { month: '2025-08-01', current: 6900, previous: 5400 },
  { month: '2025-09-01', current: 7300, previous: 5900 },
  { month: '2025-10-01', current: 7100, previous: 6300 },
  { month: '2025-11-01', current: 7800, previous: 6500 },
  { month: '2025-12-01', current: 8400, previous: 6900 },
]

export default function VisitorsLine() {
  const { t } = useLingui()
  const chart = useChartTheme()
  const format = useChartFormat()
  const names: Record<string, string> = { current: t`This year`, previous: t`Last year` }
  const data = {
    rowsName: t`Month`,
    columns: [names.current!, names.previous!],
    rows: VISITORS.map((row) => ({ key: row.month, name: format.longMonth(row.month), values: [format.number(row.current), format.number(row.previous)] })),
  }
  return (
    <ChartBlock label={t`Visitors per month, this year and last`} height={280} data={data}>
      <LineChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }} data={VISITORS} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid {...chart.grid} />
        <XAxis dataKey="month" tickFormatter={format.month} {...chart.xAxis} />
        <YAxis tickFormatter={format.compact} {...chart.yAxis} />
        <Tooltip
          cursor={{ stroke: chart.soft('primary', 0.5) }}
          content={(props) => <ChartTooltip {...props} formatLabel={(month) => format.longMonth(String(month))} formatValue={format.number} nameOf={(key) => names[key]} />}
        />
        <Legend {...chart.legend} formatter={(key: string) => names[key]} />
        <Line type="monotone" dataKey="current" stroke={chart.color('primary')} strokeWidth={3} dot={false} activeDot={{ r: 5 }} isAnimationActive={false} />
        <Line type="monotone" dataKey="previous" stroke={chart.color('info')} strokeWidth={2} strokeDasharray="6 4" dot={false} isAnimationActive={false} />
      </LineChart>
    </ChartBlock>
  )
}
