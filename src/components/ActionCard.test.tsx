import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { ActionCard, type ActionCardProps } from './ActionCard'

function renderCard(props: Partial<ActionCardProps> = {}) {
  renderInEnglish(
    <ActionCard title="Sales" actions={['collapse', 'refresh', 'remove']} data-testid="card" {...props}>
      The body
    </ActionCard>,
  )
  return screen.getByRole('region', { name: 'Sales' })
}

/** A promise the test settles itself, so nothing waits on the clock. */
function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const collapseOf = (element: HTMLElement) => element.closest('.MuiCollapse-root')!

describe('ActionCard', () => {
  it('offers only the actions asked for', () => {
    renderCard({ actions: ['refresh'] })
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Refresh'])
  })

  it('collapses its body and expands it again', async () => {
    renderCard()
    const body = screen.getByText('The body')
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }))
    const expand = screen.getByRole('button', { name: 'Expand' })
    expect(expand.getAttribute('aria-expanded')).toBe('false')
    await waitFor(() => expect(collapseOf(body).classList.contains('MuiCollapse-hidden')).toBe(true))

    fireEvent.click(expand)
    expect(screen.getByRole('button', { name: 'Collapse' }).getAttribute('aria-expanded')).toBe('true')
    await waitFor(() => expect(collapseOf(body).classList.contains('MuiCollapse-hidden')).toBe(false))
  })

  it('fills its grid cell while open, and shrinks to its header when collapsed', async () => {
    const card = renderCard()
    expect(getComputedStyle(card).height).toBe('100%')
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }))
    await waitFor(() => expect(getComputedStyle(card).height).toBe('auto'))
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }))
    await waitFor(() => expect(getComputedStyle(card).height).toBe('100%'))
  })

  it('starts collapsed when asked', () => {
    renderCard({ defaultCollapsed: true })
    expect(screen.getByRole('button', { name: 'Expand' }).getAttribute('aria-expanded')).toBe('false')
    expect(collapseOf(screen.getByText('The body')).classList.contains('MuiCollapse-hidden')).toBe(true)
  })

  it('covers the body while a refresh is pending, keeping the body in place', async () => {
    const { promise, resolve } = deferred()
    const onRefresh = vi.fn(() => promise)
    renderCard({ onRefresh })
    const refresh = screen.getByRole('button', { name: 'Refresh' })
    fireEvent.click(refresh)
    expect(onRefresh).toHaveBeenCalledOnce()
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy()
    expect(refresh.hasAttribute('disabled')).toBe(true)
    expect(screen.getByText('The body')).toBeTruthy()

    resolve()
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
    expect(refresh.hasAttribute('disabled')).toBe(false)
  })

  it('ends the overlay when the refresh fails too', async () => {
    const { promise, reject } = deferred()
    renderCard({ onRefresh: () => promise })
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy()
    reject(new Error('offline'))
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
  })

  it('shows no overlay for a refresh that is done at once', () => {
    const onRefresh = vi.fn()
    renderCard({ onRefresh })
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(onRefresh).toHaveBeenCalledOnce()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('removes itself and says so', () => {
    const onRemove = vi.fn()
    renderCard({ onRemove })
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    expect(screen.queryByTestId('card')).toBeNull()
    expect(onRemove).toHaveBeenCalledOnce()
  })
})
