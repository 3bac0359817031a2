import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { plural } from '@lingui/core/macro'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { DeleteDialog, type DeleteDialogProps } from './DeleteDialog'
import { showToast } from './toast'

vi.mock('./toast', () => ({ showToast: vi.fn() }))
beforeEach(() => vi.mocked(showToast).mockClear())

interface Target {
  ids: number[]
  name?: string
}

/** A delete the test settles by hand. */
function deferred() {
  let settle!: { resolve: () => void; reject: (error: unknown) => void }
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }))
  return { promise, ...settle }
}

function renderDialog(target: Target, extra: Partial<DeleteDialogProps<Target>> = {}) {
  const onDelete = vi.fn<(target: Target) => Promise<unknown>>(() => Promise.resolve())
  const onDeleted = vi.fn()
  const onClose = vi.fn()
  const props: DeleteDialogProps<Target> = {
    target,
    title: ({ ids, name }) => (name ? `Delete user ${name}?` : plural(ids.length, { one: 'Delete # user?', other: 'Delete # users?' })),
    deletedMessage: ({ ids, name }) => (name ? `${name} was deleted` : `${ids.length} users deleted`),
    onDelete,
    onDeleted,
    onClose,
    ...extra,
  }
  const view = renderInEnglish(<DeleteDialog {...props} />)
  return { ...view, props, onDelete, onDeleted, onClose }
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })

describe('DeleteDialog', () => {
  it('names what it deletes, one by its name or many by their count, and starts on Cancel', () => {
    const { rerender, props, onClose, onDelete } = renderDialog({ ids: [7], name: 'Galen Slixby' })
    const dialog = screen.getByRole('dialog', { name: 'Delete user Galen Slixby?' })
    expect(dialog.textContent).toContain('This cannot be undone.')
    expect(document.activeElement).toBe(button('Cancel'))

    rerender(<DeleteDialog {...props} target={{ ids: [1, 2, 3] }} />)
    expect(screen.getByRole('dialog', { name: 'Delete 3 users?' })).toBeTruthy()
    fireEvent.click(button('Cancel'))
    expect(onClose).toHaveBeenCalledOnce()
    expect(onDelete).not.toHaveBeenCalled()
  })

  it('waits for the delete with a spinner and cannot be closed meanwhile; then says so, and closes', async () => {
    const running = deferred()
    const { onDelete, onDeleted, onClose } = renderDialog({ ids: [1, 2, 3] }, { text: 'Deleted users cannot be brought back.' })
    onDelete.mockReturnValue(running.promise)
    expect(screen.getByRole('dialog').textContent).toContain('Deleted users cannot be brought back.')

    fireEvent.click(button('Delete'))
    expect(onDelete).toHaveBeenCalledWith({ ids: [1, 2, 3] })
    await waitFor(() => expect(button('Delete').disabled).toBe(true))
    expect(within(screen.getByRole('dialog')).getByRole('progressbar')).toBeTruthy()
    expect(button('Cancel').disabled).toBe(true)
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()

    await act(async () => running.resolve())
    expect(showToast).toHaveBeenCalledWith('3 users deleted', { variant: 'success' })
    expect(onDeleted).toHaveBeenCalledWith({ ids: [1, 2, 3] })
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('stays open when the delete fails, says why, and deletes on a second try', async () => {
    const { onDelete, onClose } = renderDialog({ ids: [7], name: 'Galen Slixby' }, { errorMessage: ({ name }) => `${name} could not be deleted.` })
    onDelete.mockRejectedValueOnce(new Error('offline'))
    await act(async () => fireEvent.click(button('Delete')))
    expect(screen.getByRole('alert').textContent).toBe('Galen Slixby could not be deleted.')
    expect(screen.getByRole('dialog', { name: 'Delete user Galen Slixby?' })).toBeTruthy()
    expect(button('Delete').disabled).toBe(false)
    expect(showToast).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()

    await act(async () => fireEvent.click(button('Delete')))
    expect(showToast).toHaveBeenCalledWith('Galen Slixby was deleted', { variant: 'success' })
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('says deleting failed in general words when the caller gave none', async () => {
    const { onDelete } = renderDialog({ ids: [1, 2] })
    onDelete.mockRejectedValueOnce(new Error('offline'))
    await act(async () => fireEvent.click(button('Delete')))
    expect(screen.getByRole('alert').textContent).toBe('Deleting failed. Please try again.')
  })

  it('offers Undo in the toast for a domain that can restore, and hands it what was deleted', async () => {
    const onUndo = vi.fn()
    renderDialog({ ids: [4], name: 'Write the report' }, { onUndo })
    // Nothing is lost for good: the dialog does not say it cannot be undone.
    expect(screen.getByRole('dialog').textContent).not.toContain('cannot be undone')
    await act(async () => fireEvent.click(button('Delete')))
    expect(showToast).toHaveBeenCalledWith('Write the report was deleted', { variant: 'success', action: { label: 'Undo', onClick: expect.any(Function) } })
    const [, options] = vi.mocked(showToast).mock.calls[0]!
    options!.action!.onClick()
    expect(onUndo).toHaveBeenCalledWith({ ids: [4], name: 'Write the report' })
  })

  it('keeps its words while it fades out, and a new target starts without the last error', async () => {
    const { rerender, props, onDelete } = renderDialog({ ids: [7], name: 'Galen Slixby' })
    onDelete.mockRejectedValueOnce(new Error('offline'))
    await act(async () => fireEvent.click(button('Delete')))
    expect(screen.getByRole('alert')).toBeTruthy()

    rerender(<DeleteDialog {...props} target={null} />)
    expect(screen.getByText('Delete user Galen Slixby?')).toBeTruthy()
    rerender(<DeleteDialog {...props} target={{ ids: [8], name: 'Ada Lovelace' }} />)
    expect(screen.getByRole('dialog', { name: 'Delete user Ada Lovelace?' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
