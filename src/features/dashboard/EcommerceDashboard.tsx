import Grid from '@mui/material/Grid'
import { Trans } from '@lingui/react/macro'
import { dashboardQueries } from './queries'
import { periodPropsOf, type CardPeriods, type DashboardScreenProps } from './periods'
import { DashboardHeading } from './DashboardHeading'
import { CongratulationsCard } from './cards/CongratulationsCard'
import { CustomersCard } from './cards/CustomersCard'
import { GoalOverviewCard } from './cards/GoalOverviewCard'
import { ProductOrdersCard } from './cards/ProductOrdersCard'
import { RecentInvoicesCard } from './cards/RecentInvoicesCard'
import { RevenueReportCard } from './cards/RevenueReportCard'
import { SessionsDeviceCard } from './cards/SessionsDeviceCard'
import { StatisticsChartCard } from './cards/StatisticsChartCard'
import { StatisticsFigureCard } from './cards/StatisticsFigureCard'
import { TransactionsCard } from './cards/TransactionsCard'

const FIGURES = ['sales', 'active-users', 'orders', 'revenue'] as const

/** Every query the e-commerce dashboard shows, for its route's loader to start. */
export const ecommerceCards = (periods: CardPeriods) => [
  // 'sales' is the greeting's figure too.
  ...FIGURES.map((name) => dashboardQueries.statistics(name)),
  dashboardQueries.statistics('orders-bar-chart'),
  dashboardQueries.statistics('profit-line-chart'),
  dashboardQueries.revenueReport(periods['revenue-report']),
  dashboardQueries.recentInvoices(),
  dashboardQueries.goalOverview(periods['goal-overview']),
  dashboardQueries.sessionsDevice(periods['sessions-device']),
  dashboardQueries.customers(periods.customers),
  dashboardQueries.productOrders(),
]

/** `/`: the shop's figures at a glance, from the invoices and users the apps keep. */
export function EcommerceDashboard(props: DashboardScreenProps) {
  const periodProps = periodPropsOf(props)
  return (
    <Grid container spacing={3}>
      <DashboardHeading>
        <Trans>eCommerce Dashboard</Trans>
      </DashboardHeading>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <CongratulationsCard />
      </Grid>
      <Grid size={{ xs: 12, md: 7, lg: 8 }} container spacing={3}>
        {FIGURES.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <StatisticsFigureCard name={name} />
          </Grid>
        ))}
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }} container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, lg: 12 }}>
          <StatisticsChartCard name="orders-bar-chart" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 12 }}>
          <StatisticsChartCard name="profit-line-chart" />
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <RevenueReportCard {...periodProps('revenue-report')} />
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <RecentInvoicesCard />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <TransactionsCard />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <GoalOverviewCard {...periodProps('goal-overview')} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <SessionsDeviceCard {...periodProps('sessions-device')} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <CustomersCard {...periodProps('customers')} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <ProductOrdersCard />
      </Grid>
    </Grid>
  )
}
