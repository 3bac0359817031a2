import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts'
import { ChartFigure } from '@/components/charts/ChartFigure'
import { ChartTooltip } from '@/components/charts/ChartTooltip'
import { useChartTheme } from '@/components/charts/useChartTheme'
import { QueryCard } from '@/components/QueryCard'
import { dashboardQueries } from '../queries'
import { PeriodMenu } from '../PeriodMenu'
import type { PeriodProps } from '../periods'
import { useDashboardFormat } from '../useDashboardFormat'
import { Figure } from './Figure'
import { spanDate } from './spanDate'

/** Payments received and expenses per span of the period, beside what was earned against the budget. */
export function RevenueReportCard({ period, onPeriodChange }: PeriodProps) {
  const { t } = useLingui()
  const format = useDashboardFormat()
  const chart = useChartTheme()
  const names: Record<string, string> = { earning: t`Earning`, expense: t`Expense`, budget: t`Budget`, earned: t`Earned` }
  const nameOf = (key: string) => names[key] ?? key
  const tooltip = (formatDate: (iso: string) => string) => (
    <Tooltip
      cursor={chart.cursor}
      content={(props) => <ChartTooltip {...props} formatLabel={(date) => formatDate(String(date))} formatValue={format.money} nameOf={nameOf} />}
    />
  )
  return (
    <QueryCard
      title={t`Revenue Report`}
      action={<PeriodMenu value={period} onChange={onPeriodChange} />}
      query={dashboardQueries.revenueReport(period)}
      skeleton={<Skeleton variant="rounded" height={300} />}
      data-testid="card-revenue-report"
    >
      {(card) => {
        const formatDate = spanDate(format, card.period)
        return (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1.8fr 1fr' }, gap: 3 }}>
            <ChartFigure label={t`Earning and expense per span of the period`} height={280}>
              <BarChart responsive style={{ width: '100%', height: '100%' }} data={card.revenueReport.series} barGap={4} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                <CartesianGrid {...chart.grid} />
                <XAxis dataKey="date" tickFormatter={formatDate} {...chart.xAxis} />
                <YAxis tickFormatter={format.moneyCompact} {...chart.yAxis} />
                {tooltip(formatDate)}
                <Legend formatter={nameOf} iconType="circle" iconSize={10} {...chart.legend} />
                <Bar dataKey="earning" fill={chart.color('primary')} radius={[4, 4, 0, 0]} maxBarSize={18} isAnimationActive={false} />
                <Bar dataKey="expense" fill={chart.color('warning')} radius={[4, 4, 0, 0]} maxBarSize={18} isAnimationActive={false} />
              </BarChart>
            </ChartFigure>
            <Box sx={{ display: 'grid', alignContent: 'center', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
              <Figure strong align="center" label={t`Received in the period`} value={format.money(card.price)} />
              {/* Centred, so its own direction (the language's) costs no alignment: "Budget: 42.000 $" reads right in RTL. */}
              <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary' }}>
                <Trans>
                  Budget: <bdi dir="ltr">{format.money(card.budget)}</bdi>
                </Trans>
              </Typography>
              <ChartFigure label={t`Earned so far against the budget`} height={110} sx={{ maxWidth: 260 }}>
                <LineChart responsive style={{ width: '100%', height: '100%' }} data={card.budgetChart.series} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
                  <XAxis dataKey="date" hide reversed={chart.rtl} />
                  {tooltip(formatDate)}
                  <Line type="monotone" dataKey="budget" stroke={chart.color('secondary')} strokeDasharray="5 5" strokeWidth={2} dot={false} isAnimationActive={false} />
                  <Line type="monotone" dataKey="earned" stroke={chart.color('primary')} strokeWidth={2.5} dot={false} isAnimationActive={false} />
                </LineChart>
              </ChartFigure>
            </Box>
          </Box>
        )
      }}
    </QueryCard>
  )
}
