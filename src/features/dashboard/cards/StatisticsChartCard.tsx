import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useLingui } from '@lingui/react/macro'
import type { StatisticsCardName } from '@/api/contract/cards'
import { ChangeChip } from '@/components/charts/ChangeChip'
import { PointsChart } from '@/components/charts/PointsChart'
import { QueryCard } from '@/components/QueryCard'
import { dashboardQueries } from '../queries'
import { useDashboardFormat } from '../useDashboardFormat'
import { Figure } from './Figure'
import { lastTwo } from './lastTwo'
import { monthLabels } from './spanDate'
import { ConvertedNote } from './sumNotes'
import { STATISTIC_LOOKS, statisticValue } from './statisticLooks'
import { TintedIcon } from '@/components/TintedIcon'

/** A statistic of the last 12 months: its icon, figure and growth, and a small chart of its months. */
export function StatisticsChartCard({ name }: { name: StatisticsCardName }) {
  const { t, i18n } = useLingui()
  const format = useDashboardFormat()
  const look = STATISTIC_LOOKS[name]
  const title = i18n._(look.title)
  return (
    <QueryCard hideHeader title={title} query={dashboardQueries.statistics(name)} skeleton={<Skeleton variant="rounded" height={170} />} data-testid={`card-statistics-${name}`}>
      {(card) => {
        const value = statisticValue(format, card.unit)
        return (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
              <TintedIcon tint={look.tint}>{look.icon}</TintedIcon>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Figure label={title} value={value(card.statistics)} note={card.unit === 'cents' && <ConvertedNote />} />
              </Box>
              <ChangeChip value={card.growth} between={lastTwo(card.series)} />
            </Box>
            <PointsChart
              kind={look.chart}
              bare
              points={card.series}
              tint={look.tint}
              label={t`${title} per month, last 12 months`}
              seriesName={title}
              height={90}
              {...monthLabels(format)}
              formatValue={value}
            />
          </Box>
        )
      }}
    </QueryCard>
  )
}
