import { useId, useState, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { Trans, useLingui } from '@lingui/react/macro'
import { contractMismatchText } from '@/api/errorText'
import { showToast } from './toast'

export interface DeleteDialogProps<T> {
  /**
   * What is to be deleted (ids, a name, whatever the texts and the delete need), or null: the dialog
   * is open while there is one. The texts are functions of it, so they stay while the dialog fades out.
   */
  target: T | null
  /**
   * The question, naming what and how many, translated: `t\`Delete ${name}?\`` for one named record,
   * `plural(count, { one: 'Delete # user?', other: 'Delete # users?' })` for a selection.
   */
  title: (target: T) => string
  /** What deleting costs ("Deleted users cannot be brought back."). By default "This cannot be undone.", or nothing with `onUndo`. */
  text?: ReactNode
  /** The success toast, translated: `t\`${name} was deleted\``, `plural(count, { one: '# user deleted', other: '# users deleted' })`. */
  deletedMessage: (target: T) => string
  /**
   * Deletes: the mutation's `mutateAsync`. The dialog waits for it with a spinner (and cannot be
   * closed meanwhile); on success it toasts and closes, on failure it stays open and says so.
   */
  onDelete: (target: T) => Promise<unknown>
  /** What the dialog says when the delete failed, translated; a general "could not be deleted" by default. */
  errorMessage?: (target: T) => string
  /** For a domain that can restore: the success toast offers "Undo", which calls this with what was deleted. */
  onUndo?: (target: T) => void
  /** After a successful delete, before the dialog closes (say, to clear the selection). */
  onDeleted?: (target: T) => void
  /** Cancel, Escape, a click beside it, and a successful delete. */
  onClose: () => void
}

/**
 * Asks before deleting one record or many, then deletes. The focus starts on Cancel, so an Enter
 * pressed out of habit deletes nothing.
 *
 * ```tsx
 * <DeleteDialog
 *   target={deleting}
 *   title={({ ids, name }) => (name ? t`Delete ${name}?` : plural(ids.length, { one: 'Delete # user?', other: 'Delete # users?' }))}
 *   deletedMessage={({ ids, name }) => (name ? t`${name} was deleted` : plural(ids.length, { one: '# user deleted', other: '# users deleted' }))}
 *   onDelete={({ ids }) => remove.mutateAsync(ids)}
 *   onClose={() => setDeleting(null)}
 * />
 * ```
 */
export function DeleteDialog<T>({ target, title, text, deletedMessage, onDelete, errorMessage, onUndo, onDeleted, onClose }: DeleteDialogProps<T>) {
  const { t } = useLingui()
  const titleId = useId()
  const textId = useId()
  // The dialog keeps its words while it fades out after a choice; a new target starts afresh.
  const [shown, setShown] = useState(target)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (target !== null && target !== shown) {
    setShown(target)
    setError(null)
  }

  const close = () => {
    if (!pending) onClose()
  }
  const confirm = async () => {
    if (target === null || pending) return
    setPending(true)
    setError(null)
    try {
      await onDelete(target)
    } catch (failure) {
      const message = errorMessage?.(target) ?? t`Deleting failed. Please try again.`
      const mismatch = contractMismatchText(failure)
      setError(mismatch ? `${message} ${mismatch}` : message)
      return
    } finally {
      setPending(false)
    }
    const deleted = deletedMessage(target)
    if (onUndo) showToast(deleted, { variant: 'success', action: { label: t`Undo`, onClick: () => onUndo(target) } })
    else showToast(deleted, { variant: 'success' })
    onDeleted?.(target)
    onClose()
  }

  const cost = text ?? (onUndo ? null : <Trans>This cannot be undone.</Trans>)
  return (
    <Dialog open={target !== null} onClose={close} aria-labelledby={titleId} aria-describedby={cost ? textId : undefined} maxWidth="xs">
      <DialogTitle id={titleId}>{shown !== null && title(shown)}</DialogTitle>
      {(cost || error) && (
        <DialogContent>
          {cost && <DialogContentText id={textId}>{cost}</DialogContentText>}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: cost ? 2 : 0 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={close} disabled={pending} autoFocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={() => void confirm()} color="error" variant="contained" loading={pending}>
          <Trans>Delete</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  )
}
