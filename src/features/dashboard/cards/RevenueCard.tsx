import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { ChangeChip } from '@/components/charts/ChangeChip'
import { PointsChart } from '@/components/charts/PointsChart'
import { QueryCard } from '@/components/QueryCard'
import { dashboardQueries } from '../queries'
import { useDashboardFormat } from '../useDashboardFormat'
import { Figure } from './Figure'
import { lastTwo } from './lastTwo'
import { monthLabels } from './spanDate'
import { ConvertedNote } from './sumNotes'

/** Payments received over the last 12 months, month by month. */
export function RevenueCard() {
  const { t } = useLingui()
  const format = useDashboardFormat()
  return (
    <QueryCard title={t`Revenue`} subheader={<ConvertedNote />} query={dashboardQueries.revenue()} skeleton={<Skeleton variant="rounded" height={280} />} data-testid="card-revenue">
      {(card) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Figure strong label={t`Last 12 months`} value={format.money(card.total)} />
            <ChangeChip value={card.growth} between={lastTwo(card.series)} />
          </Box>
          <PointsChart
            kind="area"
            points={card.series}
            tint="primary"
            label={t`Payments received per month`}
            seriesName={t`Revenue`}
            height={220}
            {...monthLabels(format)}
            formatValue={format.moneyCompact}
          />
        </Box>
      )}
    </QueryCard>
  )
}
