import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { StateMessage } from './StateMessage'

describe('StateMessage', () => {
  it('announces an error at once, and its Retry calls onRetry', () => {
    const onRetry = vi.fn()
    renderInEnglish(<StateMessage kind="error" title="The rows could not be loaded" text="Network down" onRetry={onRetry} />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('The rows could not be loaded')
    expect(alert.textContent).toContain('Network down')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('tells of an empty list politely, with no Retry', () => {
    renderInEnglish(<StateMessage kind="empty" title="Your inbox is empty" text="New mail shows up here." onRetry={() => {}} />)
    expect(screen.getByRole('status').textContent).toContain('Your inbox is empty')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('shows a not-found state as a status, with its way on', () => {
    renderInEnglish(<StateMessage kind="notFound" title="Gone" text="The link is wrong." action={<button type="button">Back to the list</button>} />)
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('Gone')
    expect(screen.getByRole('button', { name: 'Back to the list' })).toBeTruthy()
  })
})
