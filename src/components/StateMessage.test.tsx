import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ContractMismatchError } from '@/api/errors'
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

  it('spells out an answer off the contract, as an error even where the screen guessed another state', () => {
    const issues = z.object({ total: z.number() }).safeParse({}).error!.issues
    const error = new ContractMismatchError('GET /apps/email/emails', issues)
    renderInEnglish(<StateMessage kind="notFound" title="This mail could not be opened" text="It may have been deleted." error={error} />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('GET /apps/email/emails answered in a shape the app does not expect: total: Invalid input')
    expect(alert.textContent).not.toContain('It may have been deleted.')
    // Any other error leaves the screen's own words.
    renderInEnglish(<StateMessage kind="error" title="The mail could not be loaded" text="Check your connection." error={new TypeError('Failed to fetch')} />)
    expect(screen.getByText('Check your connection.')).toBeTruthy()
  })

  it('shows a not-found state as a status, with its way on', () => {
    renderInEnglish(<StateMessage kind="notFound" title="Gone" text="The link is wrong." action={<button type="button">Back to the list</button>} />)
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('Gone')
    expect(screen.getByRole('button', { name: 'Back to the list' })).toBeTruthy()
  })
})
