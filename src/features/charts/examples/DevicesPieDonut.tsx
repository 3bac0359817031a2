import { Cell, Pie, PieChart, Tooltip } from 'recharts'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { ChartTooltip } from '@/components/charts/ChartTooltip'
import { useChartTheme } from '@/components/charts/useChartTheme'
import { ChartBlock } from '../ChartBlock'
import { useChartFormat } from '../useChartFormat'

export const meta: ExampleMeta = { title: msg`Pie and donut`, description: msg`Shares of a whole; the donut says the total in its centre.`, order: 4 }

const DEVICES = [
  { key: 'desktop', visits: 5230, tint: 'primary' },
  { key: 'mobile', visits: 3870, tint: 'success' },
  { key: 'tablet', visits: 1240, tint: 'warning' },
  { key: 'other', visits: 410, tint: 'secondary' },
] as const

const ORDERS = [
  { key: 'paid', orders: 842, tint: 'success' },
  { key: 'pending', orders: 216, tint: 'warning' },
  { key: 'refunded', orders: 58, tint: 'error' },
] as const

export default function DevicesPieDonut() {
  const { t } = useLingui()
  const chart = useChartTheme()
  const format = useChartFormat()
  const devices: Record<string, string> = { desktop: t`Desktop`, mobile: t`Mobile`, tablet: t`Tablet`, other: t`Other` }
  const states: Record<string, string> = { paid: t`Paid`, pending: t`Pending`, refunded: t`Refunded` }
  const allVisits = DEVICES.reduce((sum, part) => sum + part.visits, 0)
  const allOrders = ORDERS.reduce((sum, part) => sum + part.orders, 0)
  const share = (value: number, total: number) => format.percent((value / total) * 100)
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ChartBlock
          label={t`Visits by device`}
          height={220}
          data={{ columns: [t`Visits`, t`Share`], rows: DEVICES.map((part) => ({ key: part.key, name: devices[part.key], values: [format.number(part.visits), share(part.visits, allVisits)] })) }}
        >
          {/* The pie out of the Tab order: a stop there would say nothing (the table has the values). */}
          <PieChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }}>
            <Tooltip content={(props) => <ChartTooltip {...props} formatValue={format.number} nameOf={(key) => devices[key]} />} />
            <Pie data={DEVICES.map(({ key, visits }) => ({ key, visits }))} dataKey="visits" nameKey="key" rootTabIndex={-1} outerRadius="95%" stroke="none" isAnimationActive={false}>
              {DEVICES.map((part) => (
                <Cell key={part.key} fill={chart.color(part.tint)} />
              ))}
            </Pie>
          </PieChart>
        </ChartBlock>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ChartBlock
          label={t`Orders by payment state`}
          height={220}
          data={{ columns: [t`Orders`, t`Share`], rows: ORDERS.map((part) => ({ key: part.key, name: states[part.key], values: [format.number(part.orders), share(part.orders, allOrders)] })) }}
        >
          <PieChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }}>
            <Tooltip content={(props) => <ChartTooltip {...props} formatValue={format.number} nameOf={(key) => states[key]} />} />
            <Pie data={ORDERS.map(({ key, orders }) => ({ key, orders }))} dataKey="orders" nameKey="key" rootTabIndex={-1} innerRadius="70%" outerRadius="95%" paddingAngle={2} stroke="none" isAnimationActive={false}>
              {ORDERS.map((part) => (
                <Cell key={part.key} fill={chart.color(part.tint)} />
              ))}
            </Pie>
          </PieChart>
          {/* The total over the donut's hole; the pointer passes through it to the parts. */}
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', textAlign: 'center', pointerEvents: 'none' }}>
            <Typography variant="h5" component="p">
              {format.number(allOrders)}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              <Trans>Orders</Trans>
            </Typography>
          </Box>
        </ChartBlock>
      </Grid>
    </Grid>
  )
}
