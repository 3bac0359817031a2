import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { STATISTICS_CARDS, cardAnalyticsSupportTracker, cardStatisticsSiteTraffic } from '@/api/contract'
import { expectSuccess } from '@/mocks/testing'
import { setupSignedInBackend } from '@/test/signedIn'
import { dashboardKeys, dashboardQueries } from './queries'

setupSignedInBackend('admin')

describe('dashboardQueries', () => {
  it('keys a card with a period menu by its period, the last 28 days by default', () => {
    expect(dashboardQueries.supportTracker().queryKey).toEqual(['dashboard', 'analytics', 'support-tracker', { period: 'last-28-days' }])
    expect(dashboardQueries.supportTracker('last-year').queryKey).not.toEqual(dashboardQueries.supportTracker().queryKey)
    expect(dashboardQueries.revenue().queryKey).toEqual(['dashboard', 'analytics', 'revenue', {}])
    expect(dashboardKeys.analytics.prefix('support-tracker')).toEqual(['dashboard', 'analytics', 'support-tracker'])
  })

  it('fetches the period asked for', async () => {
    const card = await new QueryClient().fetchQuery(dashboardQueries.supportTracker('last-month'))
    expect(card).toEqual(await expectSuccess(cardAnalyticsSupportTracker, { query: { period: 'last-month' } }))
  })

  it('fetches each statistics card from its own endpoint', async () => {
    const titles = await Promise.all(STATISTICS_CARDS.map((name) => new QueryClient().fetchQuery(dashboardQueries.statistics(name))))
    expect(new Set(titles.map((card) => card.title)).size).toBe(STATISTICS_CARDS.length)
    expect(await new QueryClient().fetchQuery(dashboardQueries.statistics('site-traffic'))).toEqual(await expectSuccess(cardStatisticsSiteTraffic))
  })
})

describe('recentInvoices', () => {
  it('fetches the six invoices issued last, newest first', async () => {
    const page = await new QueryClient().fetchQuery(dashboardQueries.recentInvoices())
    const days = page.invoices.map((invoice) => invoice.issuedDate)
    expect(days).toHaveLength(6)
    expect(days).toEqual([...days].sort().reverse())
    expect(days[0]).toBe([...page.allData!.map((invoice) => invoice.issuedDate)].sort().at(-1))
  })
})
