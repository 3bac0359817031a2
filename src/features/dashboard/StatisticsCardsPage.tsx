import Grid from '@mui/material/Grid'
import { useLingui } from '@lingui/react/macro'
import { STATISTICS_CARDS } from '@/api/contract/cards'
import { PageHeader } from '@/components/PageHeader'
import { dashboardQueries } from './queries'
import { StatisticsChartCard } from './cards/StatisticsChartCard'
import { StatisticsFigureCard } from './cards/StatisticsFigureCard'

const FIGURES = ['subscribers', 'orders', 'site-traffic', 'revenue'] as const

/** Every query of the statistics cards page, for its route's loader to start. */
export const statisticsCards = () => STATISTICS_CARDS.map((name) => dashboardQueries.statistics(name))

/** `/cards/statistics`: every statistics card, as a figure and as a chart of its 12 months. */
export function StatisticsCardsPage() {
  const { t } = useLingui()
  return (
    <>
      <PageHeader title={t`Statistics Cards`} breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Cards` }, { label: t`Statistics Cards` }]} />
      <Grid container spacing={3}>
        {FIGURES.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatisticsFigureCard name={name} glance />
          </Grid>
        ))}
        {STATISTICS_CARDS.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6, lg: 4 }}>
            <StatisticsChartCard name={name} />
          </Grid>
        ))}
      </Grid>
    </>
  )
}

