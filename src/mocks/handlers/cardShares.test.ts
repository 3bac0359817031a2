// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { addInvoice, CARD_PERIODS, cardAnalyticsGoalOverview, cardAnalyticsProductOrders, cardAnalyticsSessionsDevice, cardAnalyticsSupportTracker } from '@/api/contract'
import { expectSuccess, setupMockBackend } from '@/mocks/testing'

setupMockBackend()

/**
 * A list of shares is parts of one whole: they add up to 100, give or take the rounding of each
 * part to one decimal (at most 0.05 per part), and none is below 0.
 */
function expectWhole(shares: readonly number[], what: string) {
  const sum = shares.reduce((total, share) => total + share, 0)
  expect(shares.every((share) => share >= 0 && share <= 100), `${what}: ${shares.join(', ')}`).toBe(true)
  expect(Math.abs(sum - 100), `${what}: ${shares.join(' + ')} = ${sum}`).toBeLessThanOrEqual(0.05 * shares.length + 1e-9)
}

describe('every share list of the cards makes up the whole (100%)', () => {
  it('sessions by device: the devices, the chart and the legend, in every period', async () => {
    for (const period of CARD_PERIODS) {
      const card = await expectSuccess(cardAnalyticsSessionsDevice, { query: { period } })
      expectWhole(card.devices.map((device) => device.percentage), `devices, ${period}`)
      expectWhole(card.series, `series, ${period}`)
      expectWhole(card.chart_info.map((device) => device.usage), `chart_info, ${period}`)
      // Each share is its part of the total the card gives.
      expect(card.devices.reduce((total, device) => total + device.sessions, 0)).toBe(card.total)
    }
  })

  it('product orders: finished, pending and rejected, as the invoices change', async () => {
    expectWhole((await expectSuccess(cardAnalyticsProductOrders)).series, 'product orders')
    for (const day of ['2025-06-01', '2025-06-02', '2025-06-03']) {
      await expectSuccess(addInvoice, {
        body: { client: { name: 'Nia Okafor', companyEmail: 'nia@okafor.example' }, issuedDate: day, dueDate: '2025-07-01', items: [{ name: 'Audit', cost: 100, quantity: 1 }] },
      })
      const card = await expectSuccess(cardAnalyticsProductOrders)
      expectWhole(card.series, `product orders of ${card.total}`)
    }
  })

  it('a single share (tickets closed, payments received) is one part of its whole, 0 to 100', async () => {
    for (const period of CARD_PERIODS) {
      const [tracker, goal] = await Promise.all([
        expectSuccess(cardAnalyticsSupportTracker, { query: { period } }),
        expectSuccess(cardAnalyticsGoalOverview, { query: { period } }),
      ])
      for (const share of [...tracker.supportTrackerRadialBar.series, ...goal.series]) {
        expect(share).toBeGreaterThanOrEqual(0)
        expect(share).toBeLessThanOrEqual(100)
      }
    }
  })
})
