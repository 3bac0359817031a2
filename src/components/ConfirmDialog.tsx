import { useId, type ReactNode } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { Trans } from '@lingui/react/macro'

interface ConfirmDialogProps {
  open: boolean
  /** The question, which also names the dialog. */
  title: ReactNode
  /** What confirming costs. */
  text: ReactNode
  confirmLabel: ReactNode
  /** "Cancel" unless the context has better words ("Keep editing"). */
  cancelLabel?: ReactNode
  /** `error` for what cannot be undone. */
  tone?: 'error' | 'primary'
  /** The confirmed action is under way: the confirm button shows a spinner. */
  pending?: boolean
  onConfirm: () => void
  /** Cancel, Escape or a click beside the dialog. */
  onClose: () => void
}

/**
 * Asks before doing something that loses work or data. The focus starts on the way back, so an
 * Enter pressed out of habit does not confirm.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, tone = 'primary', pending = false, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {cancelLabel ?? <Trans>Cancel</Trans>}
        </Button>
        <Button onClick={onConfirm} color={tone} variant="contained" loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
