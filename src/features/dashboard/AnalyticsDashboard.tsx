import Grid from '@mui/material/Grid'
import { Trans } from '@lingui/react/macro'
import { dashboardQueries } from './queries'
import { periodPropsOf, type CardPeriods, type DashboardScreenProps } from './periods'
import { DashboardHeading } from './DashboardHeading'
import { AvgSessionsCard } from './cards/AvgSessionsCard'
import { CongratulationsCard } from './cards/CongratulationsCard'
import { RecentInvoicesCard } from './cards/RecentInvoicesCard'
import { RevenueCard } from './cards/RevenueCard'
import { SessionsDeviceCard } from './cards/SessionsDeviceCard'
import { StatisticsChartCard } from './cards/StatisticsChartCard'
import { SupportTrackerCard } from './cards/SupportTrackerCard'

const TOP = ['subscribers', 'orders'] as const
const TRAFFIC = ['site-traffic', 'active-users', 'newsletter'] as const

/** Every query the analytics dashboard shows, for its route's loader to start. */
export const analyticsCards = (periods: CardPeriods) => [
  dashboardQueries.statistics('sales'),
  ...[...TOP, ...TRAFFIC].map((name) => dashboardQueries.statistics(name)),
  dashboardQueries.avgSessions(periods['avg-sessions']),
  dashboardQueries.supportTracker(periods['support-tracker']),
  dashboardQueries.revenue(),
  dashboardQueries.sessionsDevice(periods['sessions-device']),
  dashboardQueries.recentInvoices(),
]

/** `/dashboard/analytics`: the audience (sessions, subscribers, traffic, support) beside the revenue. */
export function AnalyticsDashboard(props: DashboardScreenProps) {
  const periodProps = periodPropsOf(props)
  return (
    <Grid container spacing={3}>
      <DashboardHeading>
        <Trans>Analytics Dashboard</Trans>
      </DashboardHeading>
      <Grid size={{ xs: 12, lg: 6 }}>
        <CongratulationsCard />
      </Grid>
      {TOP.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatisticsChartCard name={name} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, lg: 6 }}>
        <AvgSessionsCard {...periodProps('avg-sessions')} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <SupportTrackerCard {...periodProps('support-tracker')} />
      </Grid>
      {TRAFFIC.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatisticsChartCard name={name} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, lg: 8 }}>
        <RevenueCard />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <SessionsDeviceCard {...periodProps('sessions-device')} />
      </Grid>
      <Grid size={12}>
        <RecentInvoicesCard />
      </Grid>
    </Grid>
  )
}
