import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { useChartTheme } from '@/components/charts/useChartTheme'
import { QueryCard } from '@/components/QueryCard'
import { dashboardQueries } from '../queries'
import { PeriodMenu } from '../PeriodMenu'
import type { PeriodProps } from '../periods'
import { useDashboardFormat } from '../useDashboardFormat'
import { DonutChart } from './DonutChart'
import { Figure } from './Figure'
import { ShareList } from './ShareList'

/** The invoices' clients in the period: new, returning and referred. */
export function CustomersCard({ period, onPeriodChange }: PeriodProps) {
  const { t } = useLingui()
  const format = useDashboardFormat()
  const chart = useChartTheme()
  return (
    <QueryCard
      title={t`Customers`}
      action={<PeriodMenu value={period} onChange={onPeriodChange} />}
      query={dashboardQueries.customers(period)}
      skeleton={<Skeleton variant="rounded" height={320} />}
      data-testid="card-customers"
    >
      {(card) => {
        const parts = [
          { key: 'new', name: t`New`, color: chart.color('primary'), amount: card.new },
          { key: 'returning', name: t`Returning`, color: chart.color('info'), amount: card.returning },
          { key: 'referrals', name: t`Referrals`, color: chart.color('success'), amount: card.referrals },
        ]
        return (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <DonutChart parts={parts} label={t`Customers by kind`} valueName={t`Customers`} height={200} formatValue={format.count}>
              <Figure strong inRing align="center" label={t`Customers`} value={format.count(card.total)} />
            </DonutChart>
            <ShareList items={parts.map((part) => ({ ...part, label: part.name, value: format.count(part.amount) }))} />
          </Box>
        )
      }}
    </QueryCard>
  )
}
