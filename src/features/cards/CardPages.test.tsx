import type { ReactElement } from 'react'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { login, logout } from '@/auth'
import { renderInEnglish } from '@/test/render'
import { ActionCardsPage } from './ActionCardsPage'
import { AdvanceCardsPage } from './AdvanceCardsPage'
import { BasicCardsPage } from './BasicCardsPage'

/** The page as the only route of a router (its buttons are links). */
async function show(page: () => ReactElement) {
  const router = createRouter({ routeTree: createRootRoute({ component: page }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />)
  })
}

const card = (name: string) => screen.getByRole('region', { name })
const button = (inside: HTMLElement, name: string) => within(inside).getByRole('button', { name })

beforeEach(() => {
  login({
    userData: {
      id: 1,
      fullName: 'Ada Lovelace',
      username: 'ada',
      avatar: null,
      email: 'ada@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 0 },
    },
    accessToken: 'token',
    refreshToken: null,
  })
})
afterEach(() => logout())

describe('the basic cards page', { timeout: 15_000 }, () => {
  it('switches tabs, unfolds the text and counts a like', async () => {
    await show(BasicCardsPage)
    expect(screen.getByRole('heading', { level: 1, name: 'Basic Cards' })).toBeTruthy()

    const tabs = card('Card with tabs')
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Messages' }))
    expect(within(tabs).getByRole('tabpanel').textContent).toMatch(/^No new messages/)

    const readMore = button(card('Simple card'), 'Read more')
    fireEvent.click(readMore)
    expect(readMore.getAttribute('aria-expanded')).toBe('true')
    expect(readMore.textContent).toBe('Read less')

    const image = card('Card with an image')
    fireEvent.click(button(image, 'Like'))
    expect(within(image).getByTestId('like-count').textContent).toBe('29 likes')
  })

  it('shows every colour filled or tinted, and links to the apps', async () => {
    await show(BasicCardsPage)
    const colours = screen.getByTestId('color-variants')
    // Each colour is a card with its h3, not a region: the row is the region, and the border row names the same colours.
    expect(screen.getByRole('region', { name: 'Color variants' })).toBe(colours)
    expect(within(colours).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Primary', 'Secondary', 'Success', 'Info', 'Warning', 'Error'])
    expect(within(colours).queryAllByRole('region')).toEqual([])
    expect(screen.queryAllByRole('region', { name: 'Primary' })).toEqual([])
    const tinted = within(colours).getByRole('button', { name: 'Tinted' })
    fireEvent.click(tinted)
    expect(tinted.getAttribute('aria-pressed')).toBe('true')
    expect(within(card('Featured')).getByRole('link', { name: 'View invoices' }).getAttribute('href')).toBe('/apps/invoice/list')
  })
})

describe('the advance cards page', { timeout: 15_000 }, () => {
  it("shows the signed-in user, ticks tasks off and filters transactions", async () => {
    await show(AdvanceCardsPage)
    expect(within(card('Ada Lovelace')).getByText('ada@demo.com')).toBeTruthy()

    const tasks = card('Employee tasks')
    expect(within(tasks).getByText('2 of 5 done')).toBeTruthy()
    fireEvent.click(within(tasks).getByRole('checkbox', { name: 'Reply to client emails' }))
    expect(within(tasks).getByText('3 of 5 done')).toBeTruthy()

    const transactions = card('Transactions')
    fireEvent.click(within(transactions).getByRole('button', { name: 'Income' }))
    expect(within(transactions).getAllByTestId('transaction')).toHaveLength(2)
  })

  it('adds the user to the meetup on Join', async () => {
    await show(AdvanceCardsPage)
    const meetup = card('Developer meetup')
    fireEvent.click(button(meetup, 'Join'))
    expect(within(meetup).getByTestId('meetup-going').textContent).toBe('5 going')
    expect(within(meetup).getByRole('img', { name: 'Ada Lovelace' })).toBeTruthy()
  })
})

describe('the card actions page', { timeout: 15_000 }, () => {
  it('restores the removed cards', async () => {
    await show(ActionCardsPage)
    expect(screen.queryByRole('button', { name: 'Restore removed cards' })).toBeNull()
    fireEvent.click(button(screen.getByTestId('action-card-remove'), 'Remove'))
    fireEvent.click(button(screen.getByTestId('action-card-all'), 'Remove'))
    expect(screen.queryByTestId('action-card-remove')).toBeNull()
    expect(screen.queryByTestId('action-card-all')).toBeNull()

    const restore = screen.getByRole('button', { name: 'Restore removed cards' })
    expect(document.activeElement).toBe(restore)
    fireEvent.click(restore)
    expect(screen.getByTestId('action-card-remove')).toBeTruthy()
    expect(screen.getByTestId('action-card-all')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Restore removed cards' })).toBeNull()
  })

  it('covers a refreshing card until its content is back', async () => {
    await show(ActionCardsPage)
    // The page waits a second for its demo reload: the test moves the clock instead.
    vi.useFakeTimers()
    try {
      const refreshable = screen.getByTestId('action-card-refresh')
      fireEvent.click(button(refreshable, 'Refresh'))
      expect(within(refreshable).getByRole('progressbar', { name: 'Loading' })).toBeTruthy()
      await act(() => vi.advanceTimersByTimeAsync(1000))
      expect(within(refreshable).queryByRole('progressbar')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})
