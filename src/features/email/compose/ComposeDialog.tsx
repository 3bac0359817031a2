import { useId, useState, type KeyboardEvent } from 'react'
import Alert from '@mui/material/Alert'
import Backdrop from '@mui/material/Backdrop'
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import Paper from '@mui/material/Paper'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { useLingui } from '@lingui/react/macro'
import { useSession } from '@/auth'
import { AttachmentList } from './AttachmentList'
import { ComposeFields } from './ComposeFields'
import { ComposeFooter } from './ComposeFooter'
import { composeFrame } from './composeFrame'
import { ComposeHeader, type FrameSize } from './ComposeHeader'
import type { ComposeRequest } from './ComposeProvider'
import { DiscardDialog } from './DiscardDialog'
import { QuotedMail } from './QuotedMail'
import { RichTextEditor } from './RichTextEditor'
import { quotedMail, type ComposeField } from './composeValues'
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
  const { t, i18n } = useLingui()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('md'))
  const titleId = useId()
  const messageErrorId = useId()
  const [size, setSize] = useState<FrameSize>('docked')
  const [confirmingDiscard, setConfirmingDiscard] = useState(false)
  const form = useComposeForm(request)
  const submit = useComposeSubmit(request, form, onClose)
  const suggestions = useAddressSuggestions(useSession().userData?.email)
  const quoted = quotedMail(request)
  const minimised = size === 'minimised'

  const errorOf = (field: ComposeField) => {
    const own = form.clientErrors[field]
    return own ? i18n._(own) : form.serverErrors.fields[field]
  }
  const titles: Record<ComposeRequest['mode'], string> = {
    new: t`New message`,
    draft: t({ message: 'Draft', context: 'compose window title' }),
    reply: t`Reply`,
    forward: t`Forward`,
  }

  const requestDiscard = () => (form.isDirty ? setConfirmingDiscard(true) : onClose())

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

  const messageError = errorOf('message') ?? errorOf('attachments') ?? submit.attachError

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
          title={minimised && form.values.subject.trim() ? form.values.subject : titles[request.mode]}
          size={size}
          onSizeChange={setSize}
          canMaximise={!phone}
          onClose={requestDiscard}
        />
        {/* Hidden rather than unmounted while minimised: the editor keeps its content and undo history. */}
        <Box sx={{ display: minimised ? 'none' : 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
          {form.serverErrors.alert && (
            <Alert severity="error" onClose={form.clearServerErrors} sx={{ borderRadius: 0 }}>
              {form.serverErrors.alert}
            </Alert>
          )}
          <ComposeFields
            form={form}
            errorOf={errorOf}
            suggestions={suggestions}
            fixedRecipients={request.mode === 'reply'}
            fixedSubject={request.mode === 'reply' || request.mode === 'forward'}
            autoFocusTo={form.values.to.length === 0}
          />
          <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, overflowY: 'auto' }}>
            <RichTextEditor
              initialHtml={form.values.message}
              onChange={(html) => form.setField('message', html)}
              label={t`Message`}
              placeholder={request.mode === 'forward' ? t`Add a note (optional)` : t`Write your message`}
              autoFocus={form.values.to.length > 0}
              error={Boolean(errorOf('message'))}
              describedBy={messageError ? messageErrorId : undefined}
            />
            {messageError && (
              <FormHelperText id={messageErrorId} error role="alert" sx={{ px: 2, mt: 0, mb: 1 }}>
                {messageError}
              </FormHelperText>
            )}
            <AttachmentList attachments={form.values.attachments} onRemove={form.removeAttachment} />
            {quoted && (request.mode === 'reply' || request.mode === 'forward') && <QuotedMail mail={quoted} mode={request.mode} />}
          </Box>
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
        draftSaved={form.draftId !== null}
        onKeep={() => setConfirmingDiscard(false)}
        onDiscard={onClose}
      />
    </>
  )
}
