import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { STATISTICS_CARDS, cardAnalyticsSupportTracker, cardStatisticsSiteTraffic, cardStatisticsSubscribers } from '@/api/contract'
import { expectSuccess } from '@/mocks/testing'
import { configureMock } from '@/mocks/settings'
import { setupSignedInBackend } from '@/test/signedIn'
import { dashboardKeys, dashboardQueries, loadCards } from './queries'

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

describe('loadCards', () => {
  it('loads every card it can: one that fails leaves the others loaded', async () => {
    configureMock({ failures: { [cardStatisticsSubscribers.id]: { status: 503 } } })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const cards = [dashboardQueries.statistics('subscribers'), dashboardQueries.statistics('site-traffic'), dashboardQueries.customers('last-year')]
    await expect(loadCards(queryClient, 'enter', cards)).resolves.toBeUndefined()
    expect(queryClient.getQueryState(dashboardQueries.statistics('subscribers').queryKey)?.status).toBe('error')
    expect(queryClient.getQueryData(dashboardQueries.statistics('site-traffic').queryKey)).toBeDefined()
    expect(queryClient.getQueryData(dashboardQueries.customers('last-year').queryKey)).toMatchObject({ period: 'last-year' })
  })
})
