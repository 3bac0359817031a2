import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { QueryCard } from './QueryCard'

/** A query whose answer the test gives: `resolve(value)` or `reject(error)`, once per fetch. */
function controlledQuery(key: string) {
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = []
  const query = {
    queryKey: ['test', key],
    queryFn: () => new Promise<number>((resolve, reject) => pending.push({ resolve, reject })),
  }
  const next = () => waitFor(() => expect(pending.length).toBeGreaterThan(0)).then(() => pending.shift()!)
  return { query, next }
}

const card = (key: string, control = controlledQuery(key)) => ({
  control,
  ui: (
    <QueryCard title="Orders" query={control.query} skeleton={<p>loading…</p>} data-testid="card">
      {(value) => <p>{`${value} orders`}</p>}
    </QueryCard>
  ),
})

describe('QueryCard', () => {
  it('names itself by its title, shows its skeleton while busy, then the data', async () => {
    const { control, ui } = card('a')
    renderInEnglish(ui, { withQueries: true })
    const region = screen.getByRole('region', { name: 'Orders' })
    expect(region.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByText('loading…')).toBeTruthy()
    ;(await control.next()).resolve(42)
    expect(await screen.findByText('42 orders')).toBeTruthy()
    expect(region.getAttribute('aria-busy')).toBe('false')
  })

  it('shows its own error with Retry, and Retry loads it', async () => {
    const { control, ui } = card('b')
    renderInEnglish(ui, { withQueries: true })
    ;(await control.next()).reject(new Error('The server is down'))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This card could not load')
    expect(alert.textContent).toContain('The server is down')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    ;(await control.next()).resolve(7)
    expect(await screen.findByText('7 orders')).toBeTruthy()
  })

  it('keeps the figures on screen with a progress bar while a new key loads', async () => {
    const first = card('c')
    const { rerender } = renderInEnglish(first.ui, { withQueries: true })
    ;(await first.control.next()).resolve(1)
    expect(await screen.findByText('1 orders')).toBeTruthy()

    const second = card('d')
    rerender(second.ui)
    expect(await screen.findByRole('progressbar', { name: 'Updating' })).toBeTruthy()
    expect(screen.getByText('1 orders')).toBeTruthy()
    ;(await second.control.next()).resolve(2)
    expect(await screen.findByText('2 orders')).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
