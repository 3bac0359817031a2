import { z } from 'zod'
import { CARD_PERIOD_NAMES, CARD_PERIODS, DEFAULT_CARD_PERIOD } from './cardValues'
import { domainEndpoint } from './endpoint'
import { Day } from './day'
import { Count } from './numbers'

export { CARD_PERIOD_NAMES, CARD_PERIODS, DEFAULT_CARD_PERIOD, PERIOD_CARDS, type PeriodCardName } from './cardValues'

// Every call acts on the subject the screens guard with: a GET needs `read`, a write `update` (see ./endpoint.ts).
const endpoint = domainEndpoint('Dashboard')

/*
 * The dashboards' cards (GET /card/card-analytics/{name} and GET /card/card-statistics/{name}). One endpoint per card, not one per group with a `name` param:
 * each answer then has its own type in the client without narrowing a union, each card is its own
 * query (one failing card never blanks the others), and the mock's control can fail or slow down one
 * card by its name (`__mock.fail(cardAnalyticsRevenue)`). A name not listed here is a 404 `{ error }`.
 *
 * Numbers are numbers (the screens format them in the active locale); money is in whole US cents,
 * as the invoices' `amounts`; a chart's points are dated by the first day they cover, the last
 * point ending at the demo data's "today" (so the figures never drift). "Per month" is 12 calendar
 * months, the last one the current month so far; a change compares the last whole month with the one
 * before it, so a month just begun never reads as a fall. Where a card sums up the
 * app's data (invoices, their clients, the users), the back end derives it from that data, so a
 * change there shows on the dashboard with the next fetch.
 */

export const CardPeriod = z.enum(CARD_PERIODS, { error: `Expected one of ${CARD_PERIODS.join(', ')}` })
export type CardPeriod = z.infer<typeof CardPeriod>

/** Beyond the core API (see `beyondSpec` in ./endpoint.ts): the period of a card with a period menu. Absent or empty: the last 28 days. */
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

/*
 * Fields for the template's own front end, which reads these cards under its names: each repeats,
 * in the template's shape, what the card already answers (nothing new is made up for them).
 */

/** The period names its menu lists, as the template reads them. */
const templateMenu = {
  last_days: z
    .array(z.enum(CARD_PERIOD_NAMES))
    .describe(`For the template's front end: the names its menu on the card lists, the periods of SPEC section 9 (${CARD_PERIOD_NAMES.join(', ')}).`),
}

/** One line of a chart as ApexCharts (the template's charts) takes it: its name and its values, oldest first. */
export const NamedSeries = z.object({
  name: z.string().describe("The line's English name."),
  data: z.array(z.number()).describe('Its values, oldest first.'),
})
export type NamedSeries = z.infer<typeof NamedSeries>

/** The colour the template gives a chart's part: a Bootstrap text colour class, by the part's place in the chart. */
export const TEMPLATE_PART_COLORS = ['text-primary', 'text-warning', 'text-danger'] as const
const templatePartColor = z.enum(TEMPLATE_PART_COLORS).describe("The template's colour of the part, a Bootstrap text colour class: the first part primary, the second warning, the third danger.")

// ---- Analytics cards ----

export const SupportTrackerCard = z.object({
  /** The template's English title; screens show their own, translated. */
  title: z.string(),
  ...periodFields,
  ...templateMenu,
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
  ...templateMenu,
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
  /** The menu's names only: the figures are over every invoice, whatever the period. */
  ...templateMenu,
  chart_info: z
    .object({ finished: Count, pending: Count, rejected: Count })
    .describe("For the template's front end: finished, pending and rejected again, the counts its chart's legend shows."),
})
export type ProductOrdersCard = z.infer<typeof ProductOrdersCard>

export const DEVICES = ['desktop', 'mobile', 'tablet'] as const
export const Device = z.enum(DEVICES)
export type Device = z.infer<typeof Device>

export const DeviceSessions = z.object({ device: Device, sessions: Count, percentage: Percent, growth: Growth })

/** The react-feather icon the template draws for each device, in DEVICES' order. */
export const DEVICE_ICONS = ['Monitor', 'Smartphone', 'Tablet'] as const

/** One device as the template's legend reads it: `devices[]` again under its names. */
export const DeviceChartInfo = z.object({
  icon: z.enum(DEVICE_ICONS).describe("The device's react-feather icon name."),
  iconColor: templatePartColor,
  name: z.enum(['Desktop', 'Mobile', 'Tablet']).describe("The device's English name."),
  usage: Percent.describe("The device's share of the sessions: its devices[].percentage."),
  upDown: Growth.describe('Its change against the period before, in percent: its devices[].growth.'),
})
export type DeviceChartInfo = z.infer<typeof DeviceChartInfo>

export const SessionsDeviceCard = z.object({
  ...periodFields,
  total: Count,
  /** Desktop, mobile and tablet, in that order. */
  devices: z.array(DeviceSessions),
  /** Each device's percentage, in the same order. */
  series: z.array(Percent),
  ...templateMenu,
  chart_info: z.array(DeviceChartInfo).describe("For the template's front end: the devices again (desktop, mobile, tablet), as its legend reads them."),
})
export type SessionsDeviceCard = z.infer<typeof SessionsDeviceCard>

/** One kind of customer as the template's legend reads it. */
export const CustomerListItem = z.object({
  icon: z.literal('Circle').describe("The legend's react-feather icon name: a dot."),
  iconColor: templatePartColor,
  text: z.enum(['New', 'Returning', 'Referrals']).describe('The English name of the kind.'),
  result: Count.describe('How many: the card\'s new, returning or referrals.'),
})
export type CustomerListItem = z.infer<typeof CustomerListItem>

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
  ...templateMenu,
  listData: z.array(CustomerListItem).describe("For the template's front end: new, returning and referrals again, as its legend reads them."),
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

/*
 * The four statistics cards whose headline the template reads from `analyticsData`: the card's
 * figure again, under the name the template reads it by, and the card's chart as one ApexCharts line.
 */
const headlineSeries = z.array(NamedSeries).describe("The card's chart as one named line: its series' values, oldest first.")
const headline = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ ...shape, series: headlineSeries }).describe("For the template's front end: the card's figure under the name it reads it by, and its chart.")

export const SubscribersStatisticsCard = StatisticsCard.extend({
  analyticsData: headline({ subscribers: Count.describe('The same as statistics: users with the subscriber role.') }),
})
export type SubscribersStatisticsCard = z.infer<typeof SubscribersStatisticsCard>

export const RevenueStatisticsCard = StatisticsCard.extend({
  analyticsData: headline({ revenue: Money.describe('The same as statistics: payments received over the 12 months, in US cents.') }),
})
export type RevenueStatisticsCard = z.infer<typeof RevenueStatisticsCard>

export const SalesStatisticsCard = StatisticsCard.extend({
  analyticsData: headline({ sales: Money.describe('The same as statistics: invoiced over the 12 months, in US cents.') }),
})
export type SalesStatisticsCard = z.infer<typeof SalesStatisticsCard>

export const OrdersStatisticsCard = StatisticsCard.extend({
  analyticsData: headline({ orders: Count.describe('The same as statistics: invoices issued over the 12 months.') }),
})
export type OrdersStatisticsCard = z.infer<typeof OrdersStatisticsCard>

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

const statisticsWithHeadline = <const N extends StatisticsCardName, R extends z.ZodType>(name: N, description: string, response: R) =>
  endpoint({ method: 'GET', path: `/card/card-statistics/${name}`, description, response })

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
export const cardStatisticsSubscribers = statisticsWithHeadline('subscribers', 'Users of the users app with the subscriber role, and how their number grew.', SubscribersStatisticsCard)
export const cardStatisticsRevenue = statisticsWithHeadline('revenue', 'Payments received per month, and their sum over 12 months, in cents.', RevenueStatisticsCard)
export const cardStatisticsSales = statisticsWithHeadline('sales', 'Invoiced per month (invoice totals by issue date), and the sum over 12 months, in cents.', SalesStatisticsCard)
export const cardStatisticsOrders = statisticsWithHeadline('orders', 'Invoices issued over 12 months, as a running total per month.', OrdersStatisticsCard)
export const cardStatisticsSiteTraffic = statistics('site-traffic', 'Visits per month, and their number over 12 months.')
export const cardStatisticsActiveUsers = statistics('active-users', 'Active users of the users app, and how their number grew.')
export const cardStatisticsNewsletter = statistics('newsletter', 'Newsletter sign-ups per month, and their number over 12 months.')
