import { act, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StatisticsCard } from '@/api/contract/cards'
import { login, logout } from '@/auth'
import { renderInEnglish } from '@/test/render'
import { CongratulationsCard } from './CongratulationsCard'

// The card's one call answers what each test says: the sales of the month before last, last month's,
// then the current month's so far (two days' worth: far below a whole month, and no fall).
const answer = vi.hoisted(() => ({ current: undefined as unknown }))
vi.mock('@/api', async (importOriginal) => ({ ...(await importOriginal<object>()), api: vi.fn(async () => answer.current) }))

const sales = (before: number, last: number, growth: number): StatisticsCard => ({
  title: 'Sales',
  unit: 'cents',
  statistics: before + last + 1_000,
  growth,
  series: [
    { date: '2025-04-01', value: before },
    { date: '2025-05-01', value: last },
    { date: '2025-06-01', value: 1_000 },
  ],
})

async function show(card: StatisticsCard) {
  answer.current = card
  // Its button is a link: the card is the only route of a router.
  const router = createRouter({ routeTree: createRootRoute({ component: CongratulationsCard }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />, { withQueries: true })
  })
  return screen.findByTestId('sales-trend')
}

beforeEach(() =>
  login({
    userData: { id: 1, fullName: 'Ada Lovelace', username: 'ada', avatar: null, email: 'ada@demo.com', role: 'admin', ability: [], extras: { eCommerceCartItemsCount: 0 } },
    accessToken: 'token',
    refreshToken: null,
  }),
)
afterEach(() => logout())

describe('the greeting of the dashboard', () => {
  it('congratulates on a rise, green and ↑', async () => {
    const trend = await show(sales(2_000_000, 2_250_000, 12.5))
    expect(trend.textContent).toBe('Sales last month rose ↑ 12.5% on the month before')
    expect(trend.dataset.trend).toBe('up')
    expect(screen.getByRole('heading', { name: 'Congratulations, Ada!' })).toBeTruthy()
    expect(screen.getByTestId('EmojiEventsOutlinedIcon')).toBeTruthy()
  })

  it('does not congratulate on a fall: a plain greeting, red and ↓', async () => {
    const trend = await show(sales(5_628_538, 5_485_165, -2.5))
    expect(trend.textContent).toBe('Sales last month fell ↓ 2.5% on the month before')
    expect(trend.dataset.trend).toBe('down')
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeTruthy()
    expect(screen.queryByText(/Congratulations/)).toBeNull()
    expect(screen.queryByTestId('EmojiEventsOutlinedIcon')).toBeNull()
  })

  it('says "no change", without an arrow, when the change is shown as 0%', async () => {
    const trend = await show(sales(1_000_000, 1_000_400, 0.04))
    expect(trend.textContent).toBe('Sales last month: no change on the month before')
    expect(within(trend).queryByText(/[↑↓]/)).toBeNull()
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeTruthy()
  })

  it('reads a rise from no sales the month before as one, whatever the current month holds', async () => {
    const trend = await show(sales(0, 2_250_000, 0))
    expect(trend.textContent).toBe('Sales last month, after none the month before')
    expect(trend.dataset.trend).toBe('up')
    expect(screen.getByRole('heading', { name: 'Congratulations, Ada!' })).toBeTruthy()
  })

  it('says the sum is converted to US dollars', async () => {
    await show(sales(2_000_000, 2_250_000, 12.5))
    expect(screen.getByText('Converted to USD')).toBeTruthy()
    expect(screen.getByText('$22,500')).toBeTruthy()
  })
})
