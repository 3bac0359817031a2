import type {
  AvgSessionsCard,
  CardPeriod,
  ChartPoint,
  CustomersCard,
  Device,
  DeviceChartInfo,
  GoalOverviewCard,
  NamedSeries,
  ProductOrdersCard,
  RevenueCard,
  RevenueReportCard,
  SessionsDeviceCard,
  StatisticsCard,
  StatisticsCardName,
  SupportTrackerCard,
} from '@/api/contract/cards'
import { CARD_PERIOD_NAMES, CARD_PERIODS } from '@/api/contract/cardValues'
import type { Order } from '@/api/contract/ecommerce'
import type { Invoice, InvoiceCurrency } from '@/api/contract/invoices'
import type { User } from '@/api/contract/users'
import { addDays, daysBetween, seedDay, type Day } from './clock'
import { SEEDED_ORDER_IDS } from './products'
import { seededRandom, type Random } from './random'

/**
 * The dashboards' cards: each answer computed from the period and, where a card sums up the app's
 * data, from the invoices, users and shop orders passed in (so a change there shows with the next fetch). What
 * no collection records (tickets, sessions, visits) is drawn from a generator seeded by the card
 * and the period: the same figures on every run, different ones per period.
 */

/*
 * The dashboards' "today" is the day the data is seeded for (`seedDay()`, ./clock.ts), read at each
 * call: the charts end where the data they sum up does, a demo reset moves them with it, and a stored
 * profile keeps its figures.
 */

/** Days from `from` to `to`, both included (YYYY-MM-DD). */
export interface Span {
  from: string
  to: string
}

/** Fixed demo rates into US dollars: the cards add up invoices written in several currencies. */
const USD_PER_UNIT: Record<InvoiceCurrency, number> = { USD: 1, EUR: 1.08, GBP: 1.27 }
const usdCents = (cents: number, currency: InvoiceCurrency) => Math.round(cents * USD_PER_UNIT[currency])

/**
 * A day of the data as the cards count it: anything written since the seed's today (the app stamps
 * new invoices and payments with the real date) counts as today, so it shows in the current figures.
 */
const asOfSeed = (day: string, today = seedDay()) => (day > today ? today : day)
const within = (span: Span, day: string) => {
  const counted = asOfSeed(day)
  return counted >= span.from && counted <= span.to
}
const lengthOf = (span: Span) => daysBetween(span.from, span.to) + 1

/** The first day of the calendar month `back` months before the month of `day`. */
const monthStart = (day: Day, back = 0): Day => {
  let first = `${day.slice(0, 7)}-01`
  for (let i = 0; i < back; i++) first = `${addDays(first, -1).slice(0, 7)}-01`
  return first
}

/** How many calendar months the year's charts have: the current one and the 11 before it. */
const MONTHS = 12

/**
 * The days a period covers: the 28 days up to today, the calendar month before today's, or the
 * year's 12 calendar months up to today (the current one so far).
 */
export function periodSpan(period: CardPeriod, today: Day = seedDay()): Span {
  if (period === 'last-28-days') return { from: addDays(today, -27), to: today }
  if (period === 'last-year') return { from: monthStart(today, MONTHS - 1), to: today }
  const to = addDays(monthStart(today), -1)
  return { from: monthStart(to), to }
}

/** How many points the short periods' charts have: a week's worth of bars. */
const SHORT_POINTS = 7

/**
 * A period cut into its chart's spans, oldest first. The year in its calendar months, so a point is
 * the month its label names and the last one is the current month so far; a short period in
 * SHORT_POINTS spans as equal as whole days allow.
 */
export function periodSpans(period: CardPeriod): Span[] {
  const span = periodSpan(period)
  if (period === 'last-year') {
    return Array.from({ length: MONTHS }, (_, i) => {
      const back = MONTHS - 1 - i
      return { from: monthStart(span.to, back), to: back === 0 ? span.to : addDays(monthStart(span.to, back - 1), -1) }
    })
  }
  const days = lengthOf(span)
  return Array.from({ length: SHORT_POINTS }, (_, i) => ({
    from: addDays(span.from, Math.floor((i * days) / SHORT_POINTS)),
    to: addDays(span.from, Math.floor(((i + 1) * days) / SHORT_POINTS) - 1),
  }))
}

/** The 12 calendar months up to today, oldest first: the monthly charts (the last one is the current month so far). */
export const lastYearMonths = () => periodSpans('last-year')

/** The same generator for the same card and period, a different one for another. */
function demoRandom(card: string, period: string): Random {
  let hash = 0x811c9dc5
  for (const char of `${card}:${period}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
  return seededRandom(hash)
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10)
/** The last value against the one before, in percent with one decimal; 0 with nothing before. */
const growthOf = (values: readonly number[]) => {
  const [before, last] = [values.at(-2) ?? 0, values.at(-1) ?? 0]
  return before === 0 ? 0 : Math.round(((last - before) / before) * 1000) / 10
}
/**
 * The change of a monthly series: last month against the month before. The current month is still
 * running, so it is left out; against a whole month it would show a fall early in every month.
 */
const monthlyGrowthOf = (values: readonly number[]) => growthOf(values.slice(0, -1))
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)
const pointsOf = (spans: readonly Span[], values: readonly number[]): ChartPoint[] => spans.map((span, i) => ({ date: span.from, value: values[i]! }))
const periodFields = (period: CardPeriod) => ({ period, lastDays: [...CARD_PERIODS] })
/** The template's period menu (`last_days`): the periods' names, in CARD_PERIODS' order. */
const templateMenu = () => ({ last_days: [...CARD_PERIOD_NAMES] })
/** The template's colours of a chart's parts, by their place in the chart. */
const PART_COLORS = ['text-primary', 'text-warning', 'text-danger'] as const satisfies readonly DeviceChartInfo['iconColor'][]

// ---- What the invoices say ----

type Invoices = readonly Readonly<Invoice>[]

/** Payments received per span, in US cents. */
function earningsPer(spans: readonly Span[], invoices: Invoices): number[] {
  return spans.map((span) =>
    sum(invoices.flatMap((invoice) => invoice.payments.filter((payment) => within(span, payment.date)).map((payment) => usdCents(payment.amount, invoice.currency)))),
  )
}

/** What each span cost: a share of its earnings between 35 and 65 percent, fixed per card, period and span. */
function expensesOf(earnings: readonly number[], card: string, period: string): number[] {
  const random = demoRandom(`${card}:expense`, period)
  return earnings.map((earning) => Math.round((earning * random.int(35, 65)) / 100))
}

const issuedWithin = (span: Span, invoices: Invoices) => invoices.filter((invoice) => within(span, invoice.issuedDate))

// ---- What the shop's orders say ----

/** An order of the shop as the cards read it: which it is, when it was placed, where it has got and what it came to (US cents). */
export type ShopOrder = Pick<Order, 'id' | 'placedAt' | 'status' | 'amounts'>
type ShopOrders = readonly Readonly<ShopOrder>[]

/**
 * The shop's orders that count within a span, on top of the invoices: every order but the seed's own (a cancelled one
 * left out), each a sale of its total on the day it was placed, so placing one moves the current month's orders and
 * sales at once. The seeded past orders (./products.ts) are history the seeded figures already stand for, so they
 * leave those figures as they are.
 */
function placedWithin(span: Span, orders: ShopOrders): ShopOrders {
  return orders.filter((order) => !SEEDED_ORDER_IDS.has(order.id) && order.status !== 'cancelled' && within(span, order.placedAt.slice(0, 10)))
}

// ---- Analytics cards ----

export function supportTracker(period: CardPeriod): SupportTrackerCard {
  const random = demoRandom('support-tracker', period)
  const totalTicket = lengthOf(periodSpan(period)) * random.int(5, 7)
  const openTicket = Math.round((totalTicket * random.int(10, 30)) / 100)
  return {
    title: 'Support Tracker',
    ...periodFields(period),
    ...templateMenu(),
    totalTicket,
    newTicket: Math.round((totalTicket * random.int(15, 25)) / 100),
    openTicket,
    responseTime: random.int(8, 30) / 10,
    supportTrackerRadialBar: { series: [Math.round(percent(totalTicket - openTicket, totalTicket))] },
  }
}

export function avgSessions(period: CardPeriod, users: readonly Readonly<User>[]): AvgSessionsCard {
  const random = demoRandom('avg-sessions', period)
  const spans = periodSpans(period)
  const perSpan = spans.map((span) => lengthOf(span) * random.int(80, 140))
  const sessions = sum(perSpan)
  const goal = Math.ceil((sessions * 1.3) / 1000) * 1000
  const retention = random.int(60, 95)
  const duration = random.int(90, 420)
  const active = users.filter((user) => user.status === 'active').length
  return {
    ...periodFields(period),
    ...templateMenu(),
    sessions,
    growth: random.int(-50, 150) / 10,
    goal,
    goalProgress: Math.round(percent(sessions, goal)),
    retention,
    retentionProgress: retention,
    users: active,
    usersProgress: Math.round(percent(active, users.length)),
    duration,
    // Against ten minutes, a long visit for a dashboard.
    durationProgress: Math.round(percent(duration, 600)),
    salesBar: { series: pointsOf(spans, perSpan) },
  }
}

/** Each day of a period is budgeted $1,500 of payments. */
const BUDGET_PER_DAY = 150_000

export function revenueReport(period: CardPeriod, invoices: Invoices): RevenueReportCard {
  const spans = periodSpans(period)
  const earnings = earningsPer(spans, invoices)
  const expenses = expensesOf(earnings, 'revenue-report', period)
  const years = [...new Set(invoices.map((invoice) => Number(asOfSeed(invoice.issuedDate).slice(0, 4))))].sort((a, b) => b - a)
  let earnedSoFar = 0
  return {
    ...periodFields(period),
    years,
    price: sum(earnings),
    budget: lengthOf(periodSpan(period)) * BUDGET_PER_DAY,
    revenueReport: { series: spans.map((span, i) => ({ date: span.from, earning: earnings[i]!, expense: expenses[i]! })) },
    budgetChart: {
      series: spans.map((span, i) => {
        earnedSoFar += earnings[i]!
        return { date: span.from, budget: (daysBetween(spans[0]!.from, span.to) + 1) * BUDGET_PER_DAY, earned: earnedSoFar }
      }),
    },
  }
}

export function goalOverview(period: CardPeriod, invoices: Invoices): GoalOverviewCard {
  const span = periodSpan(period)
  const completed = sum(earningsPer([span], invoices))
  const inProgress = sum(issuedWithin(span, invoices).map((invoice) => usdCents(invoice.amounts.balance, invoice.currency)))
  return { ...periodFields(period), completed, inProgress, series: [Math.round(percent(completed, completed + inProgress))] }
}

export function revenue(invoices: Invoices): RevenueCard {
  const months = lastYearMonths()
  const earnings = earningsPer(months, invoices)
  return { total: sum(earnings), growth: monthlyGrowthOf(earnings), series: pointsOf(months, earnings) }
}

export function productOrders(invoices: Invoices): ProductOrdersCard {
  const total = invoices.length
  const finished = invoices.filter((invoice) => invoice.invoiceStatus === 'Paid').length
  const rejected = invoices.filter((invoice) => invoice.invoiceStatus === 'Past Due').length
  const pending = total - finished - rejected
  return {
    total,
    finished,
    pending,
    rejected,
    series: [finished, pending, rejected].map((count) => percent(count, total)),
    ...templateMenu(),
    chart_info: { finished, pending, rejected },
  }
}

/** How the template shows each device: its react-feather icon and its English name. */
const DEVICE_LOOKS = {
  desktop: { icon: 'Monitor', name: 'Desktop' },
  mobile: { icon: 'Smartphone', name: 'Mobile' },
  tablet: { icon: 'Tablet', name: 'Tablet' },
} as const satisfies Record<Device, Pick<DeviceChartInfo, 'icon' | 'name'>>

export function sessionsDevice(period: CardPeriod): SessionsDeviceCard {
  const random = demoRandom('sessions-device', period)
  const total = lengthOf(periodSpan(period)) * random.int(250, 350)
  const desktopShare = random.int(50, 65)
  // Shares of one whole: mobile leaves tablets at least 5%, so no part goes below zero (65 + 40 would).
  const mobileShare = Math.min(random.int(25, 40), 95 - desktopShare)
  const desktop = Math.round((total * desktopShare) / 100)
  const mobile = Math.round((total * mobileShare) / 100)
  const counts = { desktop, mobile, tablet: total - desktop - mobile }
  const devices = (['desktop', 'mobile', 'tablet'] as const).map((device) => ({
    device,
    sessions: counts[device],
    percentage: percent(counts[device], total),
    growth: random.int(-80, 80) / 10,
  }))
  return {
    ...periodFields(period),
    total,
    devices,
    series: devices.map((device) => device.percentage),
    ...templateMenu(),
    chart_info: devices.map((device, i) => ({
      icon: DEVICE_LOOKS[device.device].icon,
      iconColor: PART_COLORS[i]!,
      name: DEVICE_LOOKS[device.device].name,
      usage: device.percentage,
      upDown: device.growth,
    })),
  }
}

export function customers(period: CardPeriod, invoices: Invoices): CustomersCard {
  const span = periodSpan(period)
  const firstInvoice = new Map<number, Readonly<Invoice>>()
  for (const invoice of invoices) {
    const first = firstInvoice.get(invoice.clientId)
    if (!first || asOfSeed(invoice.issuedDate) < asOfSeed(first.issuedDate) || (invoice.issuedDate === first.issuedDate && invoice.id < first.id)) {
      firstInvoice.set(invoice.clientId, invoice)
    }
  }
  const isFirst = (invoice: Readonly<Invoice>) => firstInvoice.get(invoice.clientId) === invoice
  const clientsOf = (rows: Invoices) => new Set(rows.map((invoice) => invoice.clientId)).size
  const fresh = clientsOf(issuedWithin(span, invoices).filter(isFirst))
  // Back in the period: invoiced again, or paying.
  const returning = clientsOf(
    invoices.filter((invoice) => (!isFirst(invoice) && within(span, invoice.issuedDate)) || invoice.payments.some((payment) => within(span, payment.date))),
  )
  const referrals = Math.round(((fresh + returning) * demoRandom('customers', period).int(20, 50)) / 100)
  const kinds = [
    ['New', fresh],
    ['Returning', returning],
    ['Referrals', referrals],
  ] as const
  return {
    ...periodFields(period),
    total: fresh + returning + referrals,
    new: fresh,
    returning,
    referrals,
    series: [fresh, returning, referrals],
    ...templateMenu(),
    listData: kinds.map(([text, result], i) => ({ icon: 'Circle' as const, iconColor: PART_COLORS[i]!, text, result })),
  }
}

// ---- Statistics cards (the 12 calendar months up to today) ----

const statistic = (title: string, unit: StatisticsCard['unit'], statistics: number, values: readonly number[]): StatisticsCard => ({
  title,
  statistics,
  unit,
  growth: monthlyGrowthOf(values),
  series: pointsOf(lastYearMonths(), values),
})

/** The invoices issued and the shop's orders placed in each month. */
const ordersPerMonth = (invoices: Invoices, orders: ShopOrders) =>
  lastYearMonths().map((month) => issuedWithin(month, invoices).length + placedWithin(month, orders).length)

/** What the invoices issued and the shop's orders placed in each month come to, in US cents (the shop sells in dollars). */
const salesPerMonth = (invoices: Invoices, orders: ShopOrders) =>
  lastYearMonths().map(
    (month) =>
      sum(issuedWithin(month, invoices).map((invoice) => usdCents(invoice.amounts.total, invoice.currency))) +
      sum(placedWithin(month, orders).map((order) => order.amounts.total)),
  )

/** A count the data holds only as of today, drawn as a steady climb to it (users have no sign-up date). */
const climbTo = (count: number) => lastYearMonths().map((_, i, months) => Math.round(count * (0.55 + (0.45 * (i + 1)) / months.length)))

/** Made-up monthly figures between `min` and `max`, fixed per card. */
const demoMonths = (card: string, min: number, max: number) => {
  const random = demoRandom(card, 'months')
  return lastYearMonths().map(() => random.int(min, max))
}

/** What the statistics cards sum up: the invoices, the users and the shop's orders. */
export interface CardSources {
  invoices: Invoices
  users: readonly Readonly<User>[]
  orders: ShopOrders
}

export function statisticsCard(name: StatisticsCardName, { invoices, users, orders: shopOrders }: CardSources): StatisticsCard {
  switch (name) {
    case 'orders-bar-chart': {
      const orders = ordersPerMonth(invoices, shopOrders)
      return statistic('Orders', 'count', sum(orders), orders)
    }
    case 'profit-line-chart': {
      const earnings = earningsPer(lastYearMonths(), invoices)
      const expenses = expensesOf(earnings, name, 'months')
      const profits = earnings.map((earning, i) => earning - expenses[i]!)
      return statistic('Profit', 'cents', sum(profits), profits)
    }
    case 'subscribers': {
      const count = users.filter((user) => user.role === 'subscriber').length
      return statistic('Subscribers Gained', 'count', count, climbTo(count))
    }
    case 'revenue': {
      const earnings = earningsPer(lastYearMonths(), invoices)
      return statistic('Revenue Generated', 'cents', sum(earnings), earnings)
    }
    case 'sales': {
      const sales = salesPerMonth(invoices, shopOrders)
      return statistic('Sales', 'cents', sum(sales), sales)
    }
    case 'orders': {
      const orders = ordersPerMonth(invoices, shopOrders)
      let soFar = 0
      return { ...statistic('Orders Received', 'count', sum(orders), orders), series: pointsOf(lastYearMonths(), orders.map((count) => (soFar += count))) }
    }
    case 'site-traffic': {
      const visits = demoMonths(name, 18_000, 32_000)
      return statistic('Site Traffic', 'count', sum(visits), visits)
    }
    case 'active-users': {
      const count = users.filter((user) => user.status === 'active').length
      return statistic('Active Users', 'count', count, climbTo(count))
    }
    case 'newsletter': {
      const signUps = demoMonths(name, 800, 2400)
      return statistic('Newsletter', 'count', sum(signUps), signUps)
    }
  }
}

/** The statistics cards whose headline the template reads (`analyticsData`), each with its chart line's name. */
const HEADLINE_LINES = { subscribers: 'Subscribers', revenue: 'Revenue', sales: 'Sales', orders: 'Orders' } as const
export type HeadlineCardName = keyof typeof HEADLINE_LINES
export type Headline<N extends HeadlineCardName> = Record<N, number> & { series: NamedSeries[] }

/**
 * A statistics card with the template's headline: its figure again, under the card's name (the
 * name the template reads it by), and its chart's values as one named line.
 */
export function headlineStatisticsCard<N extends HeadlineCardName>(name: N, sources: CardSources): StatisticsCard & { analyticsData: Headline<N> } {
  const card = statisticsCard(name, sources)
  const figure = { [name]: card.statistics } as Record<N, number>
  return { ...card, analyticsData: { ...figure, series: [{ name: HEADLINE_LINES[name], data: card.series.map((point) => point.value) }] } }
}
