import type { ReactNode } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { StateMessage } from './StateMessage'

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>

describe('StateMessage', () => {
  it('announces an error at once, and its Retry calls onRetry', () => {
    const onRetry = vi.fn()
    render(<StateMessage kind="error" title="The rows could not be loaded" text="Network down" onRetry={onRetry} />, { wrapper })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('The rows could not be loaded')
    expect(alert.textContent).toContain('Network down')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('tells of an empty list politely, with no Retry', () => {
    render(<StateMessage kind="empty" title="Your inbox is empty" text="New mail shows up here." onRetry={() => {}} />, { wrapper })
    expect(screen.getByRole('status').textContent).toContain('Your inbox is empty')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('shows a not-found state as a status, with its way on', () => {
    render(<StateMessage kind="notFound" title="Gone" text="The link is wrong." action={<button type="button">Back to the list</button>} />, { wrapper })
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('Gone')
    expect(screen.getByRole('button', { name: 'Back to the list' })).toBeTruthy()
  })
})
