// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  ANALYTICS_CARDS,
  CARD_PERIODS,
  STATISTICS_CARDS,
  addInvoice,
  addInvoicePayment,
  addUser,
  cardAnalyticsAvgSessions,
  cardAnalyticsCustomers,
  cardAnalyticsGoalOverview,
  cardAnalyticsProductOrders,
  cardAnalyticsRevenue,
  cardAnalyticsRevenueReport,
  cardAnalyticsSessionsDevice,
  cardAnalyticsSupportTracker,
  cardStatisticsActiveUsers,
  cardStatisticsOrders,
  cardStatisticsOrdersBarChart,
  cardStatisticsRevenue,
  cardStatisticsSales,
  cardStatisticsSubscribers,
  getInvoice,
  type CardPeriod,
  type Endpoint,
} from '@/api/contract'
import * as cardsContract from '@/api/contract/cards'
import { addAddress, addToCart, placeOrder } from '@/api/contract/ecommerce'
import { endpointsIn } from '@/api/contract/endpoint'
import { daysBetween, TEST_DAY } from '@/mocks/db/clock'
import { lastYearMonths, periodSpan, periodSpans } from '@/mocks/db/cards'
import { callEndpoint, expectSuccess, setupMockBackend, testEndpoint } from '@/mocks/testing'
import { newShopper } from './ecommerceTesting'

setupMockBackend()

const cards = Object.values(endpointsIn(cardsContract)) as Endpoint[]

/** The cards with a period menu, and a figure of each that must follow the period. */
const PERIOD_CARDS = [
  [cardAnalyticsSupportTracker, (card: z.output<typeof cardAnalyticsSupportTracker.response>) => card.totalTicket],
  [cardAnalyticsAvgSessions, (card: z.output<typeof cardAnalyticsAvgSessions.response>) => card.sessions],
  [cardAnalyticsRevenueReport, (card: z.output<typeof cardAnalyticsRevenueReport.response>) => card.price],
  [cardAnalyticsGoalOverview, (card: z.output<typeof cardAnalyticsGoalOverview.response>) => card.completed + card.inProgress],
  [cardAnalyticsSessionsDevice, (card: z.output<typeof cardAnalyticsSessionsDevice.response>) => card.total],
  [cardAnalyticsCustomers, (card: z.output<typeof cardAnalyticsCustomers.response>) => card.total],
] as const

const unknownCard = (path: `/${string}`) => testEndpoint({ method: 'GET', path, response: z.unknown(), auth: true })

describe('the cards of the contract', () => {
  it("are exactly the SPEC's names, under its two paths", () => {
    const paths = cards.map((card) => card.path).sort()
    const expected = [...ANALYTICS_CARDS.map((name) => `/card/card-analytics/${name}`), ...STATISTICS_CARDS.map((name) => `/card/card-statistics/${name}`)]
    expect(paths).toEqual(expected.sort())
    expect(cards.every((card) => card.method === 'GET' && !card.beyondSpec)).toBe(true)
  })
})

describe('GET /card/...', () => {
  it.each(cards.map((card) => [card.id, card] as const))('%s answers what its schema says, the same every time', async (_, card) => {
    const answer = await expectSuccess(card)
    expect(card.response.safeParse(answer).success).toBe(true)
    expect(await expectSuccess(card)).toEqual(answer)
  })

  it.each(cards.map((card) => [card.id, card] as const))('%s refuses the client role (403) and a call without a token (401)', async (_, card) => {
    expect(await callEndpoint(card, {}, { as: 'client' })).toEqual({ status: 403, body: { error: 'The client role may not read Dashboard' } })
    expect((await callEndpoint(card, {}, { as: null })).status).toBe(401)
  })

  it('answers 404 { error } for a card name the SPEC does not list, in both groups', async () => {
    expect(await callEndpoint(unknownCard('/card/card-analytics/weather'))).toEqual({ status: 404, body: { error: 'No analytics card named weather' } })
    expect(await callEndpoint(unknownCard('/card/card-statistics/support-tracker'))).toEqual({
      status: 404,
      body: { error: 'No statistics card named support-tracker' },
    })
    expect((await callEndpoint(unknownCard('/card/card-analytics/weather'), {}, { as: 'client' })).status).toBe(403)
  })
})

describe('the period of a card with a period menu', () => {
  it.each(PERIOD_CARDS.map(([card, figure]) => [card.id, card, figure] as const))('%s: each period has its own figures', async (_, card, figure) => {
    const answers = new Map<CardPeriod, unknown>()
    for (const period of CARD_PERIODS) {
      const answer = await expectSuccess(card as Endpoint, { query: { period } } as never)
      expect(answer).toMatchObject({ period, lastDays: [...CARD_PERIODS] })
      answers.set(period, answer)
    }
    const figures = CARD_PERIODS.map((period) => (figure as (answer: unknown) => number)(answers.get(period)))
    expect(new Set(figures).size, `figures ${figures.join(', ')}`).toBe(CARD_PERIODS.length)
  })

  it.each(PERIOD_CARDS.map(([card]) => [card.id, card] as const))('%s: no period, or an empty one, is the last 28 days', async (_, card) => {
    const chosen = await expectSuccess(card as Endpoint, { query: { period: 'last-28-days' } } as never)
    expect(await expectSuccess(card as Endpoint, { query: { period: '' } } as never)).toEqual(chosen)
    expect(await expectSuccess(card as Endpoint)).toEqual(chosen)
  })

  it.each(PERIOD_CARDS.map(([card]) => [card.id, card] as const))('%s: any other period is a 400 naming the periods', async (_, card) => {
    expect(await callEndpoint(card as Endpoint, { query: { period: 'last-week' } } as never)).toEqual({
      status: 400,
      body: { error: { period: ['Expected one of last-28-days, last-month, last-year'] } },
    })
  })

  it('cuts the period into chart points that end on the seed\'s today', async () => {
    for (const period of CARD_PERIODS) {
      const { salesBar } = await expectSuccess(cardAnalyticsAvgSessions, { query: { period } })
      const spans = periodSpans(period)
      expect(salesBar.series.map((point) => point.date)).toEqual(spans.map((span) => span.from))
      expect(spans[0]!.from).toBe(periodSpan(period).from)
      expect(spans.at(-1)!.to).toBe(periodSpan(period).to)
    }
    expect(periodSpan('last-28-days')).toEqual({ from: '2025-05-06', to: TEST_DAY })
    expect(periodSpan('last-month')).toEqual({ from: '2025-05-01', to: '2025-05-31' })
    expect(periodSpan('last-year')).toEqual({ from: '2024-07-01', to: TEST_DAY })
    for (const period of ['last-28-days', 'last-month'] as const) {
      for (const span of periodSpans(period)) expect(daysBetween(span.from, span.to) + 1).toBeGreaterThanOrEqual(4)
    }
  })

  it('charts the year by calendar month: each point is the month its date opens, the last one the current month so far', async () => {
    const months = lastYearMonths()
    expect(months.map((month) => month.from)).toEqual([
      '2024-07-01', '2024-08-01', '2024-09-01', '2024-10-01', '2024-11-01', '2024-12-01',
      '2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01', '2025-05-01', '2025-06-01',
    ])
    expect(months.slice(0, 3).map((month) => month.to)).toEqual(['2024-07-31', '2024-08-31', '2024-09-30'])
    expect(months.at(-2)!.to).toBe('2025-05-31')
    expect(months.at(-1)).toEqual({ from: '2025-06-01', to: TEST_DAY })
    const { series } = await expectSuccess(cardStatisticsRevenue)
    expect(series.map((point) => point.date)).toEqual(months.map((month) => month.from))
    const { salesBar } = await expectSuccess(cardAnalyticsAvgSessions, { query: { period: 'last-year' } })
    expect(salesBar.series.map((point) => point.date)).toEqual(months.map((month) => month.from))
  })

  it('compares last month with the month before: the current month, still running, is left out', async () => {
    for (const card of [await expectSuccess(cardStatisticsRevenue), await expectSuccess(cardAnalyticsRevenue)]) {
      const [before, last] = card.series.slice(-3, -1).map((point) => point.value) as [number, number]
      expect(card.growth).toBe(Math.round(((last - before) / before) * 1000) / 10)
    }
  })
})

describe('cards that sum up the app', () => {
  it('count the invoices by status', async () => {
    const orders = await expectSuccess(cardAnalyticsProductOrders)
    // The seed has ten invoices of each of the six statuses.
    expect(orders).toEqual({
      total: 60,
      finished: 10,
      pending: 40,
      rejected: 10,
      series: [16.7, 66.7, 16.7],
      last_days: ['Last 28 Days', 'Last Month', 'Last Year'],
      chart_info: { finished: 10, pending: 40, rejected: 10 },
    })
  })

  it('move with a payment, written today (after the seed\'s today, so counted as of it)', async () => {
    const { invoice } = await expectSuccess(getInvoice, { params: { id: 4990 } })
    expect(invoice.amounts.balance).toBeGreaterThan(100)
    const before = await Promise.all([
      expectSuccess(cardStatisticsRevenue),
      expectSuccess(cardAnalyticsRevenue),
      expectSuccess(cardAnalyticsRevenueReport, { query: { period: 'last-28-days' } }),
    ])
    await expectSuccess(addInvoicePayment, { body: { id: invoice.id, amount: 100, date: '2026-11-24', method: 'Cash' } })
    const [statistic, revenue, report] = await Promise.all([
      expectSuccess(cardStatisticsRevenue),
      expectSuccess(cardAnalyticsRevenue),
      expectSuccess(cardAnalyticsRevenueReport, { query: { period: 'last-28-days' } }),
    ])
    // 100 cents in the invoice's currency, in US cents.
    const usd = statistic.statistics - before[0].statistics
    expect(usd).toBeGreaterThanOrEqual(100)
    expect(statistic.series.at(-1)!.value - before[0].series.at(-1)!.value).toBe(usd)
    expect(revenue.total - before[1].total).toBe(usd)
    expect(report.price - before[2].price).toBe(usd)
    expect(statistic.analyticsData.revenue).toBe(statistic.statistics)
    expect(statistic.analyticsData.series[0]!.data.at(-1)).toBe(statistic.series.at(-1)!.value)
  })

  it('move with a new invoice for a new client', async () => {
    const [orders, bars, customers, received] = await Promise.all([
      expectSuccess(cardAnalyticsProductOrders),
      expectSuccess(cardStatisticsOrdersBarChart),
      expectSuccess(cardAnalyticsCustomers, { query: { period: 'last-year' } }),
      expectSuccess(cardStatisticsOrders),
    ])
    await expectSuccess(addInvoice, {
      body: {
        client: { name: 'Nia Okafor', companyEmail: 'nia@okafor.example' },
        issuedDate: '2026-11-24',
        dueDate: '2026-12-24',
        items: [{ name: 'Audit', cost: 50_000, quantity: 1 }],
      },
    })
    const ordersAfter = await expectSuccess(cardAnalyticsProductOrders)
    expect(ordersAfter.pending).toBe(orders.pending + 1)
    expect(ordersAfter.chart_info).toEqual({ ...orders.chart_info, pending: orders.pending + 1 })
    expect((await expectSuccess(cardStatisticsOrdersBarChart)).statistics).toBe(bars.statistics + 1)
    expect((await expectSuccess(cardStatisticsOrders)).analyticsData.orders).toBe(received.analyticsData.orders + 1)
    const customersAfter = await expectSuccess(cardAnalyticsCustomers, { query: { period: 'last-year' } })
    expect(customersAfter.new).toBe(customers.new + 1)
    expect(customersAfter.listData[0]).toEqual({ ...customers.listData[0], result: customers.new + 1 })
  })

  it("move with an order placed at the shop's checkout: the current month's orders and sales grow by its count and total", async () => {
    const read = () =>
      Promise.all([expectSuccess(cardStatisticsOrders), expectSuccess(cardStatisticsOrdersBarChart), expectSuccess(cardStatisticsSales)])
    const [orders, bars, sales] = await read()
    // The admin's seeded cart, paid on delivery: the order is stamped with the mock's now, on the seed's today.
    const order = await expectSuccess(placeOrder, { body: { addressId: 1, payment: { method: 'cash-on-delivery' } } })
    expect(order.placedAt.slice(0, 10)).toBe(TEST_DAY)
    expect(order.amounts.total).toBe(57_505)
    const [ordersAfter, barsAfter, salesAfter] = await read()

    expect(ordersAfter.statistics).toBe(orders.statistics + 1)
    expect(ordersAfter.analyticsData.orders).toBe(orders.analyticsData.orders + 1)
    expect(ordersAfter.series.at(-1)!.value).toBe(orders.series.at(-1)!.value + 1)
    expect(barsAfter.statistics).toBe(bars.statistics + 1)
    expect(barsAfter.series.map((point) => point.value)).toEqual(bars.series.map((point, i, all) => point.value + (i === all.length - 1 ? 1 : 0)))
    expect(salesAfter.statistics).toBe(sales.statistics + 57_505)
    expect(salesAfter.series.at(-1)!.value).toBe(sales.series.at(-1)!.value + 57_505)
    expect(salesAfter.series.slice(0, -1)).toEqual(sales.series.slice(0, -1))
    expect(salesAfter.analyticsData.sales).toBe(salesAfter.statistics)
  })

  it("count another account's order too, and so two orders twice", async () => {
    const before = (await expectSuccess(cardStatisticsOrders)).statistics
    const shopper = await newShopper()
    const { id } = (await callEndpoint(addAddress, { body: { fullName: 'Sam', phone: '+44 20 7946 0321', line1: '8 Hill Road', city: 'Leeds', postcode: 'LS1', country: 'UK' } }, shopper)).body
    await callEndpoint(addToCart, { body: { productId: 2 } }, shopper)
    expect((await callEndpoint(placeOrder, { body: { addressId: id, payment: { method: 'cash-on-delivery' } } }, shopper)).status).toBe(201)
    await expectSuccess(placeOrder, { body: { addressId: 1, payment: { method: 'cash-on-delivery' } } })
    expect((await expectSuccess(cardStatisticsOrders)).statistics).toBe(before + 2)
  })

  it('move with a new user', async () => {
    const [active, subscribers, sessions] = await Promise.all([
      expectSuccess(cardStatisticsActiveUsers),
      expectSuccess(cardStatisticsSubscribers),
      expectSuccess(cardAnalyticsAvgSessions),
    ])
    await expectSuccess(addUser, { body: { fullName: 'Ada Lovelace', username: 'ada', email: 'ada@example.com', role: 'subscriber', status: 'active' } })
    expect((await expectSuccess(cardStatisticsActiveUsers)).statistics).toBe(active.statistics + 1)
    const subscribersAfter = await expectSuccess(cardStatisticsSubscribers)
    expect(subscribersAfter.statistics).toBe(subscribers.statistics + 1)
    expect(subscribersAfter.analyticsData.subscribers).toBe(subscribers.analyticsData.subscribers + 1)
    expect((await expectSuccess(cardAnalyticsAvgSessions)).users).toBe(sessions.users + 1)
  })
})

describe("the fields the template's own front end reads", () => {
  const PERIOD_NAMES = ['Last 28 Days', 'Last Month', 'Last Year']
  const MENU_CARDS = [cardAnalyticsSupportTracker, cardAnalyticsAvgSessions, cardAnalyticsSessionsDevice, cardAnalyticsCustomers] as const

  it.each(MENU_CARDS.map((card) => [card.id, card] as const))('%s: last_days names the periods of its menu, whatever the period', async (_, card) => {
    for (const period of CARD_PERIODS) {
      const answer = await expectSuccess(card as Endpoint, { query: { period } } as never)
      expect((answer as { last_days: string[] }).last_days).toEqual(PERIOD_NAMES)
    }
  })

  it('product orders: last_days, and chart_info with the counts of finished, pending and rejected', async () => {
    const { last_days, chart_info, finished, pending, rejected } = await expectSuccess(cardAnalyticsProductOrders)
    expect(last_days).toEqual(PERIOD_NAMES)
    expect(chart_info).toEqual({ finished, pending, rejected })
  })

  it('sessions by device: chart_info is the devices again, with icon, colour and English name', async () => {
    expect((await expectSuccess(cardAnalyticsSessionsDevice)).chart_info).toEqual([
      { icon: 'Monitor', iconColor: 'text-primary', name: 'Desktop', usage: 55, upDown: 6.9 },
      { icon: 'Smartphone', iconColor: 'text-warning', name: 'Mobile', usage: 33, upDown: -4.6 },
      { icon: 'Tablet', iconColor: 'text-danger', name: 'Tablet', usage: 12, upDown: 5 },
    ])
    for (const period of CARD_PERIODS) {
      const { devices, chart_info } = await expectSuccess(cardAnalyticsSessionsDevice, { query: { period } })
      expect(chart_info.map(({ usage, upDown }) => ({ percentage: usage, growth: upDown }))).toEqual(
        devices.map(({ percentage, growth }) => ({ percentage, growth })),
      )
    }
  })

  it('customers: listData is new, returning and referrals again', async () => {
    expect((await expectSuccess(cardAnalyticsCustomers, { query: { period: 'last-year' } })).listData).toEqual([
      { icon: 'Circle', iconColor: 'text-primary', text: 'New', result: 15 },
      { icon: 'Circle', iconColor: 'text-warning', text: 'Returning', result: 20 },
      { icon: 'Circle', iconColor: 'text-danger', text: 'Referrals', result: 11 },
    ])
    for (const period of CARD_PERIODS) {
      const answer = await expectSuccess(cardAnalyticsCustomers, { query: { period } })
      expect(answer.listData.map((item) => item.result)).toEqual([answer.new, answer.returning, answer.referrals])
    }
  })

  it('analyticsData: the headline figure under its name, and the chart as one named line', async () => {
    const subscribers = await expectSuccess(cardStatisticsSubscribers)
    expect(subscribers.analyticsData).toEqual({ subscribers: 12, series: [{ name: 'Subscribers', data: [7, 8, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12] }] })
    const orders = await expectSuccess(cardStatisticsOrders)
    // The invoices of the 12 months (the oldest of the 60 were issued in the month before them); the shop's two
    // seeded past orders are history these figures stand for already (src/mocks/db/cards.ts).
    expect(orders.analyticsData).toEqual({ orders: 55, series: [{ name: 'Orders', data: [7, 14, 18, 21, 24, 33, 39, 44, 46, 49, 55, 55] }] })
    const revenue = await expectSuccess(cardStatisticsRevenue)
    expect(revenue.analyticsData).toEqual({
      revenue: 15_882_045,
      // Money comes in every month (src/mocks/db/invoices.ts), the current one's two days too.
      series: [{ name: 'Revenue', data: [2_661_020, 417_598, 1_201_786, 2_470_270, 5_136_844, 372_034, 1_501_177, 666_884, 298_691, 111_965, 1_030_224, 13_552] }],
    })
    const sales = await expectSuccess(cardStatisticsSales)
    expect(sales.analyticsData.sales).toBe(51_272_799)

    // Each agrees with the card's own figure and chart.
    const figures = [subscribers.analyticsData.subscribers, revenue.analyticsData.revenue, sales.analyticsData.sales, orders.analyticsData.orders]
    const cards = [subscribers, revenue, sales, orders]
    expect(figures).toEqual(cards.map((card) => card.statistics))
    for (const card of cards) expect(card.analyticsData.series).toEqual([{ name: expect.any(String), data: card.series.map((point) => point.value) }])
  })
})
