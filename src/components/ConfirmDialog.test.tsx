import type { ReactNode } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './ConfirmDialog'

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>

function renderDialog(extra: { cancelLabel?: string } = {}) {
  const onConfirm = vi.fn()
  const onClose = vi.fn()
  render(
    <ConfirmDialog open title="Discard this message?" text="What you wrote will be lost." confirmLabel="Discard" tone="error" onConfirm={onConfirm} onClose={onClose} {...extra} />,
    { wrapper },
  )
  return { dialog: screen.getByRole('dialog', { name: 'Discard this message?' }), onConfirm, onClose }
}

describe('ConfirmDialog', () => {
  it('confirms with its confirm button', () => {
    const { onConfirm, onClose } = renderDialog()
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('cancels with "Cancel" by default, and starts with the focus there', () => {
    const { onConfirm, onClose } = renderDialog()
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    expect(document.activeElement).toBe(cancel)
    fireEvent.click(cancel)
    expect(onClose).toHaveBeenCalledOnce()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('takes the context\'s own words for the way back, and closes on Escape', () => {
    const { dialog, onClose } = renderDialog({ cancelLabel: 'Keep editing' })
    expect(screen.getByRole('button', { name: 'Keep editing' })).toBeTruthy()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledOnce()
  })
})
