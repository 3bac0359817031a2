import { useState } from 'react'
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { ChartTooltip } from '@/components/charts/ChartTooltip'
import { useChartTheme } from '@/components/charts/useChartTheme'
import { ChartBlock } from '../ChartBlock'
import { useChartFormat } from '../useChartFormat'

export const meta: ExampleMeta = { title: msg`Bars, grouped and stacked`, description: msg`The same figures side by side or on top of each other.`, order: 3 }

const REVENUE = [
  { quarter: '2024-07-01', online: 42000, retail: 31000, wholesale: 18000 },
  { quarter: '2024-10-01', online: 51000, retail: 36000, wholesale: 21000 },
  { quarter: '2025-01-01', online: 47000, retail: 29000, wholesale: 24000 },
  { quarter: '2025-04-01', online: 58000, retail: 33000, wholesale: 26000 },
]

const SERIES = [
  { key: 'online', tint: 'primary' },
  { key: 'retail', tint: 'info' },
  { key: 'wholesale', tint: 'secondary' },
] as const

export default function RevenueBars() {
  const { t, i18n } = useLingui()
  const chart = useChartTheme()
  const format = useChartFormat()
  const [stacked, setStacked] = useState(false)
  const names: Record<string, string> = { online: t`Online`, retail: t`Retail`, wholesale: t`Wholesale` }
  // A quarter by its first month and year: "Jul 2024".
  const quarter = (iso: string) => i18n.date(new Date(`${iso}T00:00:00Z`), { month: 'short', year: 'numeric', timeZone: 'UTC' })
  const data = {
    rowsName: t`Quarter starting`,
    columns: SERIES.map((series) => names[series.key]!),
    rows: REVENUE.map((row) => ({ key: row.quarter, name: quarter(row.quarter), values: SERIES.map((series) => format.dollars(row[series.key])) })),
  }
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup size="small" exclusive value={stacked ? 'stacked' : 'grouped'} onChange={(_, value) => value && setStacked(value === 'stacked')} aria-label={t`Bar layout`}>
        <ToggleButton value="grouped">
          <Trans>Grouped</Trans>
        </ToggleButton>
        <ToggleButton value="stacked">
          <Trans>Stacked</Trans>
        </ToggleButton>
      </ToggleButtonGroup>
      <ChartBlock label={t`Revenue per quarter by channel`} height={280} data={data}>
        <BarChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }} data={REVENUE} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid {...chart.grid} />
          <XAxis dataKey="quarter" tickFormatter={quarter} {...chart.xAxis} />
          <YAxis tickFormatter={(value: number) => format.compact(value)} {...chart.yAxis} />
          <Tooltip cursor={chart.cursor} content={(props) => <ChartTooltip {...props} formatLabel={(q) => quarter(String(q))} formatValue={(value) => format.dollars(value)} nameOf={(key) => names[key]} />} />
          <Legend {...chart.legend} formatter={(key: string) => names[key]} />
          {SERIES.map(({ key, tint }, i) => (
            <Bar
              key={key}
              dataKey={key}
              fill={chart.color(tint)}
              stackId={stacked ? 'revenue' : undefined}
              // Stacked, only the top bar has round corners.
              radius={stacked ? (i === SERIES.length - 1 ? [4, 4, 0, 0] : 0) : [4, 4, 0, 0]}
              maxBarSize={stacked ? 40 : 18}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ChartBlock>
    </Stack>
  )
}
