import { Trans } from '@lingui/react/macro'
import { ConfirmDialog } from '@/components/ConfirmDialog'

interface DiscardDialogProps {
  open: boolean
  /** Whether a saved draft remains (only the changes since are lost). */
  draftSaved: boolean
  onKeep: () => void
  onDiscard: () => void
}

/** Asks before throwing away what the user wrote. */
export function DiscardDialog({ open, draftSaved, onKeep, onDiscard }: DiscardDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      tone="error"
      title={<Trans>Discard this message?</Trans>}
      text={draftSaved ? <Trans>The changes since the draft was last saved will be lost.</Trans> : <Trans>What you wrote will be lost.</Trans>}
      confirmLabel={<Trans>Discard</Trans>}
      cancelLabel={<Trans>Keep editing</Trans>}
      onConfirm={onDiscard}
      onClose={onKeep}
    />
  )
}
