import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { ChartFigure } from '@/components/charts/ChartFigure'
import { lazyChart } from '@/components/charts/lazyChart'
import { useSeriesData } from '@/components/charts/useSeriesData'
import { QueryCard } from '@/components/QueryCard'
import type { RevenueReportCard as RevenueReport } from '@/api/contract/cards'
import { dashboardQueries } from '../queries'
import { PeriodMenu } from '../PeriodMenu'
import type { PeriodProps } from '../periods'
import { useDashboardFormat } from '../useDashboardFormat'
import { Figure } from './Figure'
import { spanLabels } from './spanDate'
import { ConvertedNote } from './sumNotes'

const Bars = lazyChart(() => import('./RevenueReportDrawings').then((m) => m.RevenueBars))
const Lines = lazyChart(() => import('./RevenueReportDrawings').then((m) => m.BudgetLines))

/** Payments received and expenses per span of the period, beside what was earned against the budget. */
export function RevenueReportCard({ period, onPeriodChange }: PeriodProps) {
  const { t } = useLingui()
  const names: Record<string, string> = { earning: t`Earning`, expense: t`Expense`, budget: t`Budget`, earned: t`Earned` }
  const nameOf = (key: string) => names[key] ?? key
  return (
    <QueryCard
      title={t`Revenue Report`}
      subheader={<ConvertedNote />}
      action={<PeriodMenu value={period} onChange={onPeriodChange} />}
      query={dashboardQueries.revenueReport(period)}
      skeleton={<Skeleton variant="rounded" height={300} />}
      data-testid="card-revenue-report"
    >
      {(card) => <RevenueReportBody card={card} nameOf={nameOf} />}
    </QueryCard>
  )
}

/** The report's charts and figures; a component of its own for the hooks of the charts' tables. */
function RevenueReportBody({ card, nameOf }: { card: RevenueReport; nameOf: (key: string) => string }) {
  const { t } = useLingui()
  const format = useDashboardFormat()
  const labels = spanLabels(format, card.period, card.revenueReport.series.map((point) => point.date))
  const money = <Key extends string>(key: Key) => ({ key, name: nameOf(key), format: format.money })
  const bars = useSeriesData(card.revenueReport.series, labels.describeDate, [money('earning'), money('expense')])
  const lines = useSeriesData(card.budgetChart.series, labels.describeDate, [money('budget'), money('earned')])
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1.8fr 1fr' }, gap: 3 }}>
      <ChartFigure label={t`Earning and expense per span of the period`} height={280} data={bars}>
        <Bars series={card.revenueReport.series} {...labels} formatMoney={format.money} formatAxis={format.moneyCompact} nameOf={nameOf} />
      </ChartFigure>
      <Box sx={{ display: 'grid', alignContent: 'center', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
        <Figure strong align="center" label={t`Received in the period`} value={format.money(card.price)} />
        {/* Centred, so its own direction (the language's) costs no alignment: "Budget: 42.000 $" reads right in RTL. */}
        <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary' }}>
          <Trans>
            Budget: <bdi dir="ltr">{format.money(card.budget)}</bdi>
          </Trans>
        </Typography>
        <ChartFigure label={t`Earned so far against the budget`} height={110} sx={{ maxWidth: 260 }} data={lines}>
          <Lines series={card.budgetChart.series} describeDate={labels.describeDate} formatMoney={format.money} nameOf={nameOf} />
        </ChartFigure>
      </Box>
    </Box>
  )
}
