import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { FormDrawer } from './FormDrawer'

function renderDrawer({ dirty }: { dirty: boolean }) {
  const onClose = vi.fn()
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
  renderInEnglish(
    <FormDrawer open title="Add user" submitLabel="Save" pending={false} dirty={dirty} onSubmit={onSubmit} onClose={onClose}>
      <input aria-label="Name" />
    </FormDrawer>,
  )
  return { form: screen.getByRole('form', { name: 'Add user' }), onClose, onSubmit }
}

describe('FormDrawer', () => {
  it('is a dialog and a form, both named by its title, submitted by its submit button', () => {
    const { form, onSubmit } = renderDrawer({ dirty: false })
    expect(screen.getByRole('dialog', { name: 'Add user' }).contains(form)).toBe(true)
    expect(form.contains(screen.getByRole('textbox', { name: 'Name' }))).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('gives the focus to its first field once it has slid in', async () => {
    renderDrawer({ dirty: false })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })))
  })

  it('closes at once when nothing was typed, by Close or Cancel', () => {
    const { onClose } = renderDrawer({ dirty: false })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull()
  })

  it('asks before losing what was typed: Keep editing stays, Discard closes', async () => {
    const { onClose } = renderDrawer({ dirty: true })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' })
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(ask.isConnected).toBe(false))
    expect(onClose).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})
