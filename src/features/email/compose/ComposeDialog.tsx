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

interface ComposeDialogProps {
  request: ComposeRequest
  onClose: () => void
}

/**
 * The compose panel: addresses, subject, the message and its attachments, with send, save draft
 * and discard. Ctrl/Cmd+Enter sends; Esc minimises (it never throws away what was written).
 */
export function ComposeDialog({ request, onClose }: ComposeDialogProps) {
  const { t } = useLingui()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('md'))
  const titleId = useId()
  const [size, setSize] = useState<FrameSize>('docked')
  const [confirmingDiscard, setConfirmingDiscard] = useState(false)
  const compose = useComposeForm(request)
  const submit = useComposeSubmit(request, compose, onClose)
  const suggestions = useAddressSuggestions(useSession().userData?.email)
  const subject = useWatch({ control: compose.form.control, name: 'subject' })
  const minimised = size === 'minimised'

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
    } else if (event.key === 'Escape' && !event.defaultPrevented && !minimised) {
      // Open popups (suggestions, the link box) take Esc first and stop it here.
      event.preventDefault()
      setSize('minimised')
    }
  }

  return (
    <>
      {size === 'maximised' && !phone && (
        <Backdrop open onClick={() => setSize('docked')} sx={{ zIndex: theme.zIndex.modal - 2 }} />
      )}
      <Paper
        role="dialog"
        aria-labelledby={titleId}
        elevation={12}
        onKeyDown={onKeyDown}
        data-testid="compose-dialog"
        sx={composeFrame(size, phone, theme)}
      >
        <ComposeHeader
          titleId={titleId}
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
