import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import InputBase from '@mui/material/InputBase'
import { Trans, useLingui } from '@lingui/react/macro'
import { AddressField } from './AddressField'
import { ComposeRow } from './ComposeRow'
import type { AddressFieldName } from './composeValues'
import type { ComposeForm } from './useComposeForm'

interface ComposeFieldsProps {
  form: ComposeForm
  /** Error text per field, already translated. */
  errorOf: (field: AddressFieldName | 'subject') => string | undefined
  suggestions: readonly string[]
  /** A reply's recipients and subject are the thread's, a forward's subject is the original's. */
  fixedRecipients: boolean
  fixedSubject: boolean
  autoFocusTo: boolean
}

/** To, Cc and Bcc (the last two behind buttons until used) and the subject. */
export function ComposeFields({ form, errorOf, suggestions, fixedRecipients, fixedSubject, autoFocusTo }: ComposeFieldsProps) {
  const { t } = useLingui()
  const baseId = useId()
  const [shown, setShown] = useState({ cc: form.values.cc.length > 0, bcc: form.values.bcc.length > 0 })
  const idOf = (field: string) => `${baseId}-${field}`
  const errorIdOf = (field: string) => `${baseId}-${field}-error`

  const labels: Record<AddressFieldName, string> = { to: t`To`, cc: t`Cc`, bcc: t`Bcc` }
  const reveal = (field: 'cc' | 'bcc') => {
    setShown((current) => ({ ...current, [field]: true }))
    // The field appears on this render; focus it once it is there.
    requestAnimationFrame(() => document.getElementById(idOf(field))?.focus())
  }

  const addressRow = (field: AddressFieldName) => (
    <ComposeRow
      key={field}
      htmlFor={idOf(field)}
      label={labels[field]}
      error={errorOf(field)}
      errorId={errorIdOf(field)}
      actions={
        field === 'to' &&
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
        id={idOf(field)}
        label={labels[field]}
        chips={form.values[field]}
        onChipsChange={(chips) => form.setField(field, chips)}
        text={form.addressText[field]}
        onTextChange={(text) => form.setAddressText(field, text)}
        suggestions={suggestions}
        readOnly={field === 'to' && fixedRecipients}
        autoFocus={field === 'to' && autoFocusTo}
        error={Boolean(errorOf(field))}
        describedBy={errorOf(field) ? errorIdOf(field) : undefined}
      />
    </ComposeRow>
  )

  return (
    <>
      {addressRow('to')}
      {!fixedRecipients && shown.cc && addressRow('cc')}
      {!fixedRecipients && shown.bcc && addressRow('bcc')}
      <ComposeRow htmlFor={idOf('subject')} label={<Trans>Subject</Trans>} error={errorOf('subject')} errorId={errorIdOf('subject')}>
        <InputBase
          id={idOf('subject')}
          value={form.values.subject}
          onChange={(event) => form.setField('subject', event.target.value)}
          readOnly={fixedSubject}
          fullWidth
          error={Boolean(errorOf('subject'))}
          inputProps={{ 'aria-describedby': errorOf('subject') ? errorIdOf('subject') : undefined, maxLength: 998 }}
          sx={{ py: 0.75 }}
        />
      </ComposeRow>
    </>
  )
}
