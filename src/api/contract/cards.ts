import { z } from 'zod'
import { CARD_PERIODS, DEFAULT_CARD_PERIOD } from './cardValues'
import { domainEndpoint } from './endpoint'
import { Day } from './invoices'
import { Count } from './numbers'

export { CARD_PERIODS, DEFAULT_CARD_PERIOD, PERIOD_CARDS, type PeriodCardName } from './cardValues'

// Every call acts on the subject the screens guard with: a GET needs `read`, a write `update` (SPEC section 6).
const endpoint = domainEndpoint('Dashboard')

/*
 * The dashboards' cards (SPEC section 7, "Content pages": GET /card/card-analytics/{name} and
 * GET /card/card-statistics/{name}). One endpoint per card, not one per group with a `name` param:
 * each answer then has its own type in the client without narrowing a union, each card is its own
 * query (one failing card never blanks the others), and the mock's control can fail or slow down one
 * card by its name (`__mock.fail(cardAnalyticsRevenue)`). A name the SPEC does not list is a 404 `{ error }`.
 *
 * Numbers are numbers (the screens format them in the active locale); money is in whole US cents,
 * as the invoices' `amounts`; a chart's points are dated by the first day they cover, the last
 * point ending at the demo data's "today" (so the figures never drift). "Per month" is the year up
 * to today in 12 spans of about a month, so the last one is as long as the others. Where a card sums up the
 * app's data (invoices, their clients, the users), the back end derives it from that data, so a
 * change there shows on the dashboard with the next fetch.
 */

export const CardPeriod = z.enum(CARD_PERIODS, { error: `Expected one of ${CARD_PERIODS.join(', ')}` })
export type CardPeriod = z.infer<typeof CardPeriod>

/** Beyond the SPEC: the period of a card with a period menu. Absent or empty: the last 28 days. */
export const CardPeriodQuery = z.object({
  period: CardPeriod.default(DEFAULT_CARD_PERIOD).describe(
    `Beyond the SPEC: the period the figures cover (${CARD_PERIODS.join(', ')}); default ${DEFAULT_CARD_PERIOD}. Anything else: 400.`,
  ),
})
export type CardPeriodQuery = z.input<typeof CardPeriodQuery>

/** Whole US cents; negative only where a field says so (a loss). */
const Money = z.number().int()
/** A share of a whole, 0 to 100. */
const Percent = z.number().min(0).max(100)
/** A change against the span before, in percent; negative when it fell. */
const Growth = z.number()

/** One value of a chart, for the span that starts on `date`. */
export const ChartPoint = z.object({ date: Day, value: z.number() })
export type ChartPoint = z.infer<typeof ChartPoint>

/** What every card with a period menu answers besides its figures: the period they cover, and the menu (the template's `lastDays`). */
const periodFields = {
  period: CardPeriod,
  lastDays: z.array(CardPeriod),
}

// ---- Analytics cards ----

export const SupportTrackerCard = z.object({
  /** The template's English title; screens show their own, translated. */
  title: z.string(),
  ...periodFields,
  totalTicket: Count,
  newTicket: Count,
  openTicket: Count,
  /** Average first response, in hours. */
  responseTime: z.number().nonnegative(),
  /** `series`: the share of tickets closed, one value for the radial bar. */
  supportTrackerRadialBar: z.object({ series: z.array(Percent) }),
})
export type SupportTrackerCard = z.infer<typeof SupportTrackerCard>

export const AvgSessionsCard = z.object({
  ...periodFields,
  sessions: Count,
  growth: Growth,
  goal: Count,
  goalProgress: Percent,
  /** Visitors who came back, in percent. */
  retention: Percent,
  retentionProgress: Percent,
  /** Active users of the users app. */
  users: Count,
  /** Active users among all users. */
  usersProgress: Percent,
  /** Average session, in seconds. */
  duration: Count,
  durationProgress: Percent,
  /** Sessions per span of the period. */
  salesBar: z.object({ series: z.array(ChartPoint) }),
})
export type AvgSessionsCard = z.infer<typeof AvgSessionsCard>

export const RevenueReportPoint = z.object({ date: Day, earning: Money, expense: Money })
export const BudgetPoint = z.object({ date: Day, budget: Money, earned: Money })

export const RevenueReportCard = z.object({
  ...periodFields,
  /** The years invoices were issued in, newest first. */
  years: z.array(z.number().int()),
  /** Payments received in the period. */
  price: Money,
  /** What the period was budgeted to bring. */
  budget: Money,
  /** Per span: payments received (earning) and what was spent (expense, a positive amount). */
  revenueReport: z.object({ series: z.array(RevenueReportPoint) }),
  /** Per span, running totals: the budget so far and what was earned so far. */
  budgetChart: z.object({ series: z.array(BudgetPoint) }),
})
export type RevenueReportCard = z.infer<typeof RevenueReportCard>

export const GoalOverviewCard = z.object({
  ...periodFields,
  /** Payments received in the period. */
  completed: Money,
  /** Still due on the invoices issued in the period. */
  inProgress: Money,
  /** One value: the share received, of received and still due. */
  series: z.array(Percent),
})
export type GoalOverviewCard = z.infer<typeof GoalOverviewCard>

export const RevenueCard = z.object({
  /** Payments received over the last 12 months. */
  total: Money,
  /** The last month against the month before, in percent. */
  growth: Growth,
  /** Payments received per month, the last 12 months. */
  series: z.array(ChartPoint),
})
export type RevenueCard = z.infer<typeof RevenueCard>

export const ProductOrdersCard = z.object({
  /** Every invoice. */
  total: Count,
  /** Paid. */
  finished: Count,
  /** Draft, Sent, Downloaded or Partial Payment. */
  pending: Count,
  /** Past Due. */
  rejected: Count,
  /** finished, pending and rejected, each in percent of the total. */
  series: z.array(Percent),
})
export type ProductOrdersCard = z.infer<typeof ProductOrdersCard>

export const DEVICES = ['desktop', 'mobile', 'tablet'] as const
export const Device = z.enum(DEVICES)
export type Device = z.infer<typeof Device>

export const DeviceSessions = z.object({ device: Device, sessions: Count, percentage: Percent, growth: Growth })

export const SessionsDeviceCard = z.object({
  ...periodFields,
  total: Count,
  /** Desktop, mobile and tablet, in that order. */
  devices: z.array(DeviceSessions),
  /** Each device's percentage, in the same order. */
  series: z.array(Percent),
})
export type SessionsDeviceCard = z.infer<typeof SessionsDeviceCard>

export const CustomersCard = z.object({
  ...periodFields,
  /** new + returning + referrals. */
  total: Count,
  /** Invoice clients whose first invoice is in the period. */
  new: Count,
  /** Invoice clients back in the period: invoiced again (not their first invoice), or paying. A new client may be returning too. */
  returning: Count,
  /** Clients who came by a referral. */
  referrals: Count,
  /** new, returning, referrals. */
  series: z.array(Count),
})
export type CustomersCard = z.infer<typeof CustomersCard>

// ---- Statistics cards: one figure and its small chart, over the last 12 months ----

/** What a statistic counts: things, or money in US cents. */
export const STATISTIC_UNITS = ['count', 'cents'] as const

export const StatisticsCard = z.object({
  /** The template's English title; screens show their own, translated. */
  title: z.string(),
  /** The card's figure: a total over the 12 months, or a count today. */
  statistics: z.number(),
  unit: z.enum(STATISTIC_UNITS),
  /** The last month against the month before, in percent. */
  growth: Growth,
  /** Per month, the last 12 months. */
  series: z.array(ChartPoint),
})
export type StatisticsCard = z.infer<typeof StatisticsCard>

// ---- Endpoints ----

export const ANALYTICS_CARDS = ['support-tracker', 'avg-sessions', 'revenue-report', 'goal-overview', 'revenue', 'product-orders', 'sessions-device', 'customers'] as const
export const STATISTICS_CARDS = ['orders-bar-chart', 'profit-line-chart', 'subscribers', 'revenue', 'sales', 'orders', 'site-traffic', 'active-users', 'newsletter'] as const
export type AnalyticsCardName = (typeof ANALYTICS_CARDS)[number]
export type StatisticsCardName = (typeof STATISTICS_CARDS)[number]

const analytics = <const N extends AnalyticsCardName, R extends z.ZodType>(name: N, description: string, response: R) =>
  endpoint({ method: 'GET', path: `/card/card-analytics/${name}`, description, response })

const analyticsWithPeriod = <const N extends AnalyticsCardName, R extends z.ZodType>(name: N, description: string, response: R) =>
  endpoint({ method: 'GET', path: `/card/card-analytics/${name}`, description, query: CardPeriodQuery, response })

const statistics = <const N extends StatisticsCardName>(name: N, description: string) =>
  endpoint({ method: 'GET', path: `/card/card-statistics/${name}`, description, response: StatisticsCard })

export const cardAnalyticsSupportTracker = analyticsWithPeriod('support-tracker', 'Tickets of the period: total, new, open, the response time and the share closed.', SupportTrackerCard)
export const cardAnalyticsAvgSessions = analyticsWithPeriod('avg-sessions', "Sessions of the period per span, their growth, goal, retention and duration, and the users app's active users.", AvgSessionsCard)
export const cardAnalyticsRevenueReport = analyticsWithPeriod('revenue-report', "Payments received and expenses per span of the period, against the period's budget (from the invoices).", RevenueReportCard)
export const cardAnalyticsGoalOverview = analyticsWithPeriod('goal-overview', 'Payments received in the period, what is still due on the invoices issued in it, and the share received.', GoalOverviewCard)
export const cardAnalyticsRevenue = analytics('revenue', 'Payments received per month over the last 12 months (from the invoices).', RevenueCard)
export const cardAnalyticsProductOrders = analytics('product-orders', 'Invoices finished (Paid), pending and rejected (Past Due), with their shares.', ProductOrdersCard)
export const cardAnalyticsSessionsDevice = analyticsWithPeriod('sessions-device', 'Sessions of the period by device (desktop, mobile, tablet), with percentages.', SessionsDeviceCard)
export const cardAnalyticsCustomers = analyticsWithPeriod('customers', "New, returning and referred customers of the period (from the invoices' clients).", CustomersCard)

export const cardStatisticsOrdersBarChart = statistics('orders-bar-chart', 'Invoices issued per month, and their number over 12 months.')
export const cardStatisticsProfitLineChart = statistics('profit-line-chart', 'Profit (payments received less expenses) per month, and its sum over 12 months, in cents.')
export const cardStatisticsSubscribers = statistics('subscribers', 'Users of the users app with the subscriber role, and how their number grew.')
export const cardStatisticsRevenue = statistics('revenue', 'Payments received per month, and their sum over 12 months, in cents.')
export const cardStatisticsSales = statistics('sales', 'Invoiced per month (invoice totals by issue date), and the sum over 12 months, in cents.')
export const cardStatisticsOrders = statistics('orders', 'Invoices issued over 12 months, as a running total per month.')
export const cardStatisticsSiteTraffic = statistics('site-traffic', 'Visits per month, and their number over 12 months.')
export const cardStatisticsActiveUsers = statistics('active-users', 'Active users of the users app, and how their number grew.')
export const cardStatisticsNewsletter = statistics('newsletter', 'Newsletter sign-ups per month, and their number over 12 months.')
