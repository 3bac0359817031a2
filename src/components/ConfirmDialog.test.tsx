import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { ConfirmDialog } from './ConfirmDialog'

function renderDialog(extra: { cancelLabel?: string } = {}) {
  const onConfirm = vi.fn()
  const onClose = vi.fn()
  renderInEnglish(
    <ConfirmDialog open title="Discard this message?" text="What you wrote will be lost." confirmLabel="Discard" tone="error" onConfirm={onConfirm} onClose={onClose} {...extra} />,
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
