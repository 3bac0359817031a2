import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api'
import { DEFAULT_CARD_PERIOD } from '@/api/contract/cardValues'
import { cardAnalyticsAvgSessions, cardAnalyticsCustomers, cardAnalyticsGoalOverview, cardAnalyticsProductOrders, cardAnalyticsRevenue, cardAnalyticsRevenueReport, cardAnalyticsSessionsDevice, cardAnalyticsSupportTracker, cardStatisticsActiveUsers, cardStatisticsNewsletter, cardStatisticsOrders, cardStatisticsOrdersBarChart, cardStatisticsProfitLineChart, cardStatisticsRevenue, cardStatisticsSales, cardStatisticsSiteTraffic, cardStatisticsSubscribers, type AnalyticsCardName, type CardPeriod, type CardPeriodQuery, type StatisticsCardName } from '@/api/contract/cards'
import { invoicesData } from '@/api/contract/invoices'
import { queryKeys } from '@/lib/queryKeys'

/**
 * Keys of the dashboards: one entry per card (and per period, where the card has a period menu), so
 * each card loads, fails and retries on its own. `dashboardKeys.all` is every card; another domain's
 * mutation that changes what the cards sum up names 'dashboard' in its `meta.invalidates`.
 */
export const dashboardKeys = queryKeys('dashboard', {
  analytics: (name: AnalyticsCardName, query: CardPeriodQuery = {}) => [name, query],
  statistics: (name: StatisticsCardName) => [name],
  recentInvoices: () => [],
})

/**
 * The cards sum up what the other apps keep (invoices, users): opening a dashboard shows what it
 * has cached at once and asks again, so a change made in an app a moment ago shows.
 */
const FRESH = { staleTime: 0 } as const

/** Every card's query, by card. The analytics cards with a period menu take the period. */
export const dashboardQueries = {
  supportTracker: (period: CardPeriod = DEFAULT_CARD_PERIOD) =>
    queryOptions({
      ...FRESH,
      queryKey: dashboardKeys.analytics('support-tracker', { period }),
      queryFn: ({ signal }) => api(cardAnalyticsSupportTracker, { query: { period }, signal }),
    }),
  avgSessions: (period: CardPeriod = DEFAULT_CARD_PERIOD) =>
    queryOptions({
      ...FRESH,
      queryKey: dashboardKeys.analytics('avg-sessions', { period }),
      queryFn: ({ signal }) => api(cardAnalyticsAvgSessions, { query: { period }, signal }),
    }),
  revenueReport: (period: CardPeriod = DEFAULT_CARD_PERIOD) =>
    queryOptions({
      ...FRESH,
      queryKey: dashboardKeys.analytics('revenue-report', { period }),
      queryFn: ({ signal }) => api(cardAnalyticsRevenueReport, { query: { period }, signal }),
    }),
  goalOverview: (period: CardPeriod = DEFAULT_CARD_PERIOD) =>
    queryOptions({
      ...FRESH,
      queryKey: dashboardKeys.analytics('goal-overview', { period }),
      queryFn: ({ signal }) => api(cardAnalyticsGoalOverview, { query: { period }, signal }),
    }),
  revenue: () =>
    queryOptions({ ...FRESH, queryKey: dashboardKeys.analytics('revenue'), queryFn: ({ signal }) => api(cardAnalyticsRevenue, { signal }) }),
  productOrders: () =>
    queryOptions({ ...FRESH, queryKey: dashboardKeys.analytics('product-orders'), queryFn: ({ signal }) => api(cardAnalyticsProductOrders, { signal }) }),
  sessionsDevice: (period: CardPeriod = DEFAULT_CARD_PERIOD) =>
    queryOptions({
      ...FRESH,
      queryKey: dashboardKeys.analytics('sessions-device', { period }),
      queryFn: ({ signal }) => api(cardAnalyticsSessionsDevice, { query: { period }, signal }),
    }),
  customers: (period: CardPeriod = DEFAULT_CARD_PERIOD) =>
    queryOptions({
      ...FRESH,
      queryKey: dashboardKeys.analytics('customers', { period }),
      queryFn: ({ signal }) => api(cardAnalyticsCustomers, { query: { period }, signal }),
    }),
  /** The newest invoices, for the dashboard's table (the invoice app lists them all). */
  recentInvoices: () =>
    queryOptions({
      ...FRESH,
      queryKey: dashboardKeys.recentInvoices(),
      queryFn: ({ signal }) => api(invoicesData, { query: { page: 1, perPage: RECENT_INVOICES, sortBy: 'issuedDate', sortDir: 'desc' }, signal }),
    }),
  /** A statistics card: its figure and small chart over the last 12 months (every one answers the same shape). */
  statistics: (name: StatisticsCardName) =>
    queryOptions({ ...FRESH, queryKey: dashboardKeys.statistics(name), queryFn: ({ signal }) => api(STATISTICS_ENDPOINTS[name], { signal }) }),
}

const STATISTICS_ENDPOINTS = {
  'orders-bar-chart': cardStatisticsOrdersBarChart,
  'profit-line-chart': cardStatisticsProfitLineChart,
  subscribers: cardStatisticsSubscribers,
  revenue: cardStatisticsRevenue,
  sales: cardStatisticsSales,
  orders: cardStatisticsOrders,
  'site-traffic': cardStatisticsSiteTraffic,
  'active-users': cardStatisticsActiveUsers,
  newsletter: cardStatisticsNewsletter,
} satisfies Record<StatisticsCardName, unknown>

/** How many invoices the dashboard's table lists. */
const RECENT_INVOICES = 6
