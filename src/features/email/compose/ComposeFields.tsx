import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import InputBase from '@mui/material/InputBase'
import { Trans, useLingui } from '@lingui/react/macro'
import { Controller, useFormState, useWatch } from 'react-hook-form'
import { AddressField } from './AddressField'
import { AttachmentList } from './AttachmentList'
import { ComposeRow } from './ComposeRow'
import type { AddressFieldName, ComposeRequest } from './composeTypes'
import { quotedMail } from './composeValues'
import { QuotedMail } from './QuotedMail'
import { RichTextEditor } from '@/components/RichTextEditor'
import type { ComposeForm } from './useComposeForm'

interface ComposeFieldsProps {
  compose: ComposeForm
  request: ComposeRequest
  suggestions: readonly string[]
  /** Why a picked file was not attached, shown under the message. */
  attachError: string | null
}

/**
 * The fields of a mail: To, Cc and Bcc (the last two behind buttons until used), the subject, then
 * the message with its attachments and, for a reply or forward, the mail it quotes. A reply's
 * recipients and subject are the thread's; a forward's subject is the original's.
 */
export function ComposeFields({ compose, request, suggestions, attachError }: ComposeFieldsProps) {
  const { t } = useLingui()
  const { form } = compose
  const baseId = useId()
  const [shown, setShown] = useState(() => ({ cc: form.getValues('cc').length > 0, bcc: form.getValues('bcc').length > 0 }))
  const attachments = useWatch({ control: form.control, name: 'attachments' })
  const { errors } = useFormState({ control: form.control, name: ['message', 'attachments'] })
  const fixedRecipients = request.mode === 'reply'
  const fixedSubject = request.mode === 'reply' || request.mode === 'forward'
  const quoted = quotedMail(request)
  const idOf = (field: string) => `${baseId}-${field}`
  const errorIdOf = (field: string) => `${baseId}-${field}-error`
  const messageError = errors.message?.message ?? errors.attachments?.message ?? attachError

  const labels: Record<AddressFieldName, string> = { to: t`To`, cc: t`Cc`, bcc: t`Bcc` }
  const reveal = (field: 'cc' | 'bcc') => {
    setShown((current) => ({ ...current, [field]: true }))
    // The field appears on this render; focus it once it is there.
    requestAnimationFrame(() => document.getElementById(idOf(field))?.focus())
  }

  const addressRow = (name: AddressFieldName) => (
    <Controller
      key={name}
      name={name}
      control={form.control}
      render={({ field, fieldState: { error } }) => (
        <ComposeRow
          htmlFor={idOf(name)}
          label={labels[name]}
          error={error?.message}
          errorId={errorIdOf(name)}
          actions={
            name === 'to' &&
            !fixedRecipients && (
              <Box sx={{ display: 'flex', flexShrink: 0 }}>
                {(['cc', 'bcc'] as const)
                  .filter((hidden) => !shown[hidden])
                  .map((hidden) => (
                    <Button key={hidden} size="small" color="inherit" onClick={() => reveal(hidden)} sx={{ minWidth: 0 }}>
                      {labels[hidden]}
                    </Button>
                  ))}
              </Box>
            )
          }
        >
          <AddressField
            id={idOf(name)}
            label={labels[name]}
            chips={field.value}
            onChipsChange={field.onChange}
            text={compose.addressText[name]}
            onTextChange={(text) => compose.setAddressText(name, text)}
            suggestions={suggestions}
            readOnly={name === 'to' && fixedRecipients}
            autoFocus={name === 'to' && !compose.startsWithRecipients}
            error={Boolean(error)}
            describedBy={error ? errorIdOf(name) : undefined}
          />
        </ComposeRow>
      )}
    />
  )

  return (
    <>
      {addressRow('to')}
      {!fixedRecipients && shown.cc && addressRow('cc')}
      {!fixedRecipients && shown.bcc && addressRow('bcc')}
      <Controller
        name="subject"
        control={form.control}
        // A new mail needs a subject or a message: writing either settles the message's error.
        rules={{ deps: ['message'] }}
        render={({ field: { ref, ...field }, fieldState: { error } }) => (
          <ComposeRow htmlFor={idOf('subject')} label={<Trans>Subject</Trans>} error={error?.message} errorId={errorIdOf('subject')}>
            <InputBase
              {...field}
              id={idOf('subject')}
              inputRef={ref}
              readOnly={fixedSubject}
              fullWidth
              error={Boolean(error)}
              inputProps={{ 'aria-describedby': error ? errorIdOf('subject') : undefined, maxLength: 998 }}
              sx={{ py: 0.75 }}
            />
          </ComposeRow>
        )}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <Controller
          name="message"
          control={form.control}
          render={({ field, fieldState: { error } }) => (
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={t`Message`}
              placeholder={request.mode === 'forward' ? t`Add a note (optional)` : t`Write your message`}
              autoFocus={compose.startsWithRecipients}
              error={Boolean(error)}
              describedBy={messageError ? errorIdOf('message') : undefined}
              testId="compose-message"
            />
          )}
        />
        {messageError && (
          <FormHelperText id={errorIdOf('message')} error role="alert" sx={{ px: 2, mt: 0, mb: 1 }}>
            {messageError}
          </FormHelperText>
        )}
        <AttachmentList attachments={attachments} onRemove={compose.removeAttachment} />
        {quoted && (request.mode === 'reply' || request.mode === 'forward') && <QuotedMail mail={quoted} mode={request.mode} />}
      </Box>
    </>
  )
}
