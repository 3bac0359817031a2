import { useId } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { Trans } from '@lingui/react/macro'

interface DiscardDialogProps {
  open: boolean
  /** Whether a saved draft remains (only the changes since are lost). */
  draftSaved: boolean
  onKeep: () => void
  onDiscard: () => void
}

/** Asks before throwing away what the user wrote. */
export function DiscardDialog({ open, draftSaved, onKeep, onDiscard }: DiscardDialogProps) {
  const titleId = useId()
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>
        <Trans>Discard this message?</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {draftSaved ? (
            <Trans>The changes since the draft was last saved will be lost.</Trans>
          ) : (
            <Trans>What you wrote will be lost.</Trans>
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} autoFocus>
          <Trans>Keep editing</Trans>
        </Button>
        <Button onClick={onDiscard} color="error" variant="contained">
          <Trans>Discard</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  )
}
