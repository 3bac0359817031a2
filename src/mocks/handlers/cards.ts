import { z } from 'zod'
import * as cardsContract from '@/api/contract/cards'
import { domainEndpoint, endpointsIn } from '@/api/contract/endpoint'
import { NOT_FOUND } from '@/api/contract/errors'
import {
  avgSessions,
  customers,
  goalOverview,
  headlineStatisticsCard,
  productOrders,
  revenue,
  revenueReport,
  sessionsDevice,
  statisticsCard,
  supportTracker,
  type HeadlineCardName,
} from '@/mocks/db/cards'
import { notFound } from '@/mocks/httpErrors'
import { orders } from './ecommerceStore'
import { implement } from './implement'
import { invoices } from './invoices'
import { users } from './users'

/*
 * The dashboards' cards (src/api/contract/cards.ts). They keep no collection of their own:
 * what they sum up is read from the invoices, the users and the shop's orders at each call, so a
 * payment, a new user or an order placed at the checkout shows on the next fetch.
 */

/**
 * Any other card name, after the cards' own handlers: a 404 `{ error }` (behind the same token and
 * role checks), where a real back end answers an unknown path. The mock's alone, not a contract
 * call: it has nothing to answer but the error.
 */
const unknownCard = (group: 'card-analytics' | 'card-statistics') =>
  domainEndpoint('Dashboard')({
    method: 'GET',
    path: `/card/${group}/:name`,
    description: `A ${group} name the contract does not list: 404.`,
    params: z.object({ name: z.string() }),
    response: z.never(),
    errors: NOT_FOUND,
  })

/** What the statistics cards sum up, as stored at this call: the shop's orders are every account's. */
const sources = () => ({ invoices: invoices.all(), users: users.all(), orders: orders.all() })
const statistics = (name: cardsContract.StatisticsCardName) => () => statisticsCard(name, sources())
/** A statistics card with the template's headline (`analyticsData`) besides. */
const withHeadline = <N extends HeadlineCardName>(name: N) => () => headlineStatisticsCard(name, sources())

/** Reading needs `read Dashboard`, as the dashboards' routes ask: the client role gets 403. */
export const handlers = implement(
  { ...endpointsIn(cardsContract), unknownAnalyticsCard: unknownCard('card-analytics'), unknownStatisticsCard: unknownCard('card-statistics') },
  {
    cardAnalyticsSupportTracker: ({ query }) => supportTracker(query.period),
    cardAnalyticsAvgSessions: ({ query }) => avgSessions(query.period, users.all()),
    cardAnalyticsRevenueReport: ({ query }) => revenueReport(query.period, invoices.all()),
    cardAnalyticsGoalOverview: ({ query }) => goalOverview(query.period, invoices.all()),
    cardAnalyticsRevenue: () => revenue(invoices.all()),
    cardAnalyticsProductOrders: () => productOrders(invoices.all()),
    cardAnalyticsSessionsDevice: ({ query }) => sessionsDevice(query.period),
    cardAnalyticsCustomers: ({ query }) => customers(query.period, invoices.all()),
    cardStatisticsOrdersBarChart: statistics('orders-bar-chart'),
    cardStatisticsProfitLineChart: statistics('profit-line-chart'),
    cardStatisticsSubscribers: withHeadline('subscribers'),
    cardStatisticsRevenue: withHeadline('revenue'),
    cardStatisticsSales: withHeadline('sales'),
    cardStatisticsOrders: withHeadline('orders'),
    cardStatisticsSiteTraffic: statistics('site-traffic'),
    cardStatisticsActiveUsers: statistics('active-users'),
    cardStatisticsNewsletter: statistics('newsletter'),
    unknownAnalyticsCard: ({ params }) => {
      throw notFound(`No analytics card named ${params.name}`)
    },
    unknownStatisticsCard: ({ params }) => {
      throw notFound(`No statistics card named ${params.name}`)
    },
  },
)
