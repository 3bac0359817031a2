import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { useChartTheme } from '@/components/charts/useChartTheme'
import { QueryCard } from '@/components/QueryCard'
import { dashboardQueries } from '../queries'
import { useDashboardFormat } from '../useDashboardFormat'
import { DonutChart } from './DonutChart'
import { Figure } from './Figure'
import { ShareList } from './ShareList'

/** Every invoice as an order: finished (paid), pending, rejected (past due), with their shares. */
export function ProductOrdersCard() {
  const { t } = useLingui()
  const format = useDashboardFormat()
  const chart = useChartTheme()
  return (
    <QueryCard title={t`Product Orders`} query={dashboardQueries.productOrders()} skeleton={<Skeleton variant="rounded" height={320} />} data-testid="card-product-orders">
      {(card) => {
        const parts = [
          { key: 'finished', name: t`Finished`, color: chart.color('success'), amount: card.finished, share: card.series[0] ?? 0 },
          { key: 'pending', name: t`Pending`, color: chart.color('info'), amount: card.pending, share: card.series[1] ?? 0 },
          { key: 'rejected', name: t`Rejected`, color: chart.color('error'), amount: card.rejected, share: card.series[2] ?? 0 },
        ]
        return (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <DonutChart parts={parts} label={t`Orders by state`} valueName={t`Orders`} height={200} formatValue={format.count}>
              <Figure strong inRing align="center" label={t`Total`} value={format.count(card.total)} />
            </DonutChart>
            <ShareList items={parts.map((part) => ({ ...part, label: part.name, value: format.count(part.amount), extra: <Box sx={{ width: 52, textAlign: 'end', color: 'text.secondary', typography: 'body2' }}><bdi dir="ltr">{format.percent(part.share)}</bdi></Box> }))} />
          </Box>
        )
      }}
    </QueryCard>
  )
}
