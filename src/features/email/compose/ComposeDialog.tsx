import { useId, useState, type KeyboardEvent } from 'react'
import Backdrop from '@mui/material/Backdrop'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { useLingui } from '@lingui/react/macro'
import { useWatch } from 'react-hook-form'
import { useSession } from '@/auth'
import { FormAlert } from '@/components/form'
import { ComposeFields } from './ComposeFields'
import { ComposeFooter } from './ComposeFooter'
import { composeFrame } from './composeFrame'
import { ComposeHeader, type FrameSize } from './ComposeHeader'
import type { ComposeMode, ComposeRequest } from './composeTypes'
import { DiscardDialog } from './DiscardDialog'
import { useAddressSuggestions } from './useAddressSuggestions'
import { useComposeForm } from './useComposeForm'
import { useComposeSubmit } from './useComposeSubmit'
import { useWindowFocus } from './useWindowFocus'

interface ComposeDialogProps {
  request: ComposeRequest
  /** What opened the panel: where Esc and F6 take the focus on the page. */
  opener?: HTMLElement | null
  /** Raised each time the open panel is asked for again: it comes back and takes the focus. */
  asked?: number
  onClose: () => void
}

/**
 * The compose panel: addresses, subject, the message and its attachments, with send, save draft
 * and discard. A non-modal window beside the page (see useWindowFocus): F6 moves between the two,
 * Ctrl/Cmd+Enter sends, Esc goes back to the page without throwing away what was written.
 */
export function ComposeDialog({ request, opener = null, asked = 0, onClose }: ComposeDialogProps) {
  const { t } = useLingui()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('md'))
  const titleId = useId()
  const hintId = useId()
  const [size, setSize] = useState<FrameSize>('docked')
  const [confirmingDiscard, setConfirmingDiscard] = useState(false)
  const compose = useComposeForm(request)
  const submit = useComposeSubmit(request, compose, onClose)
  const suggestions = useAddressSuggestions(useSession().userData?.email)
  const subject = useWatch({ control: compose.form.control, name: 'subject' })
  const minimised = size === 'minimised'
  // Asked for again: a minimised panel opens up, in the render before the focus comes back in.
  const [seenAsked, setSeenAsked] = useState(asked)
  if (asked !== seenAsked) {
    setSeenAsked(asked)
    if (minimised) setSize('docked')
  }
  // A reply starts in its message, as the fields' own autofocus does: the only editable box of the window.
  const startField = (root: HTMLElement) => (compose.startsWithRecipients ? root.querySelector<HTMLElement>('[contenteditable="true"]') : null)
  // The page must show where the focus goes: a phone's full-screen window shrinks to its bar, a maximised one docks.
  const onLeave = () => setSize((current) => (phone ? 'minimised' : current === 'maximised' ? 'docked' : current))
  const { windowRef, onKeyDown: keepTabInside, toPage } = useWindowFocus({ opener, asked, startField, onLeave })

  const titles: Record<ComposeMode, string> = {
    new: t`New message`,
    draft: t({ message: 'Draft', context: 'compose window title' }),
    reply: t`Reply`,
    forward: t`Forward`,
  }

  const requestDiscard = () => (compose.hasUnsavedChanges() ? setConfirmingDiscard(true) : onClose())

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      submit.send()
    } else if (event.key === 'Escape') {
      // Open popups (suggestions, the link box) take Esc first and stop it before it gets here. Not
      // `defaultPrevented`: the message editor marks every Esc so, to keep the browser's hands off it.
      event.preventDefault()
      // Esc never loses anything and never asks: with nothing unsaved it closes (the focus then goes
      // back to the opener); with unsaved text it minimises, to the bar a click or F6 away, and the
      // focus goes back to the page. Close and Discard are the ways to throw text away.
      if (!compose.hasUnsavedChanges()) onClose()
      else {
        setSize('minimised')
        toPage()
      }
    } else keepTabInside(event)
  }

  return (
    <>
      {size === 'maximised' && !phone && (
        <Backdrop open onClick={() => setSize('docked')} sx={{ zIndex: theme.zIndex.modal - 2 }} />
      )}
      {/* Non-modal: no aria-modal, the page stays usable beside it. */}
      <Paper
        ref={windowRef}
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        aria-keyshortcuts="F6"
        elevation={12}
        onKeyDown={onKeyDown}
        data-testid="compose-dialog"
        sx={composeFrame(size, phone, theme)}
      >
        <ComposeHeader
          titleId={titleId}
          hintId={hintId}
          title={minimised && subject.trim() ? subject : titles[request.mode]}
          size={size}
          onSizeChange={setSize}
          canMaximise={!phone}
          onClose={requestDiscard}
        />
        {/* Hidden rather than unmounted while minimised: the editor keeps its content and undo history. */}
        <Box sx={{ display: minimised ? 'none' : 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
          <FormAlert form={compose.form} closable sx={{ borderRadius: 0 }} />
          <ComposeFields compose={compose} request={request} suggestions={suggestions} attachError={submit.attachError} />
          <ComposeFooter
            onSend={submit.send}
            onSaveDraft={request.mode === 'new' || request.mode === 'draft' ? submit.saveDraft : undefined}
            onAttach={submit.attach}
            onDiscard={requestDiscard}
            sending={submit.sending}
            saving={submit.saving}
          />
        </Box>
      </Paper>
      <DiscardDialog
        open={confirmingDiscard}
        draftSaved={compose.draftId !== null}
        onKeep={() => setConfirmingDiscard(false)}
        onDiscard={onClose}
      />
    </>
  )
}
