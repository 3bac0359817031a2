import Grid from '@mui/material/Grid'
import { useLingui } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { dashboardQueries } from './queries'
import { periodPropsOf, type CardPeriods, type DashboardScreenProps } from './periods'
import { AvgSessionsCard } from './cards/AvgSessionsCard'
import { CustomersCard } from './cards/CustomersCard'
import { GoalOverviewCard } from './cards/GoalOverviewCard'
import { ProductOrdersCard } from './cards/ProductOrdersCard'
import { RevenueCard } from './cards/RevenueCard'
import { RevenueReportCard } from './cards/RevenueReportCard'
import { SessionsDeviceCard } from './cards/SessionsDeviceCard'
import { SupportTrackerCard } from './cards/SupportTrackerCard'

/** Every query of the analytics cards page, for its route's loader to start. */
export const analyticsCardQueries = (periods: CardPeriods) => [
  dashboardQueries.supportTracker(periods['support-tracker']),
  dashboardQueries.avgSessions(periods['avg-sessions']),
  dashboardQueries.revenueReport(periods['revenue-report']),
  dashboardQueries.goalOverview(periods['goal-overview']),
  dashboardQueries.revenue(),
  dashboardQueries.productOrders(),
  dashboardQueries.sessionsDevice(periods['sessions-device']),
  dashboardQueries.customers(periods.customers),
]

/** `/cards/analytics`: every analytics card, each with its own period where it has one. */
export function AnalyticsCardsPage(props: DashboardScreenProps) {
  const { t } = useLingui()
  const periodProps = periodPropsOf(props)
  return (
    <>
      <PageHeader title={t`Analytics Cards`} breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Cards` }, { label: t`Analytics Cards` }]} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <SupportTrackerCard {...periodProps('support-tracker')} />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <AvgSessionsCard {...periodProps('avg-sessions')} />
        </Grid>
        <Grid size={12}>
          <RevenueReportCard {...periodProps('revenue-report')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <GoalOverviewCard {...periodProps('goal-overview')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 8 }}>
          <RevenueCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <ProductOrdersCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <SessionsDeviceCard {...periodProps('sessions-device')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <CustomersCard {...periodProps('customers')} />
        </Grid>
      </Grid>
    </>
  )
}
