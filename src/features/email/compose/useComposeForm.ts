import { useState } from 'react'
import type { EmailAttachmentInput } from '@/api/contract'
import { useSession } from '@/auth'
import { splitAddresses } from './addresses'
import type { ComposeRequest } from './ComposeProvider'
import {
  addressErrors,
  hasChanges,
  initialValues,
  sendErrors,
  type AddressFieldName,
  type ComposeErrors,
  type ComposeField,
  type ComposeValues,
} from './composeValues'
import type { ServerErrors } from './serverErrors'

const NO_TEXT: Record<AddressFieldName, string> = { to: '', cc: '', bcc: '' }
const NO_SERVER_ERRORS: ServerErrors = { fields: {}, alert: null }

/**
 * The state of one compose dialog: its values, the address text not yet made a chip, the draft it
 * saves to, and the errors to show. Address mistakes show as soon as a chip is made; what stops a
 * send (no recipient, nothing written) shows once the user has tried to send.
 */
export function useComposeForm(request: ComposeRequest) {
  const myEmail = useSession().userData?.email
  const [baseline, setBaseline] = useState(() => initialValues(request, myEmail))
  const [values, setValues] = useState(baseline)
  const [addressText, setAddressText] = useState(NO_TEXT)
  const [draftId, setDraftId] = useState(request.mode === 'draft' ? request.email.id : null)
  const [triedToSend, setTriedToSend] = useState(false)
  const [serverErrors, setServerErrors] = useState(NO_SERVER_ERRORS)

  const setField = <F extends ComposeField>(field: F, value: ComposeValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }))
    setServerErrors((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }))
  }

  const addAttachments = (added: EmailAttachmentInput[]) =>
    setValues((current) => ({ ...current, attachments: [...current.attachments, ...added] }))
  const removeAttachment = (removed: EmailAttachmentInput) =>
    setValues((current) => ({ ...current, attachments: current.attachments.filter((a) => a !== removed) }))

  /** The values with any address still being typed made a chip, as sending and saving take them. */
  const commitAddressText = (): ComposeValues => {
    const committed = { ...values }
    for (const field of ['to', 'cc', 'bcc'] as const) {
      committed[field] = [...new Set([...values[field], ...splitAddresses(addressText[field])])]
    }
    setValues(committed)
    setAddressText(NO_TEXT)
    return committed
  }

  const reply = request.mode === 'reply'
  const clientErrors: ComposeErrors = triedToSend ? sendErrors(values, request.mode) : reply ? {} : addressErrors(values)

  return {
    values,
    setField,
    addAttachments,
    removeAttachment,
    addressText,
    setAddressText: (field: AddressFieldName, text: string) => setAddressText((current) => ({ ...current, [field]: text })),
    commitAddressText,
    draftId,
    clientErrors,
    serverErrors,
    setServerErrors,
    clearServerErrors: () => setServerErrors(NO_SERVER_ERRORS),
    markTriedToSend: () => setTriedToSend(true),
    /** Anything typed since the dialog opened or the draft was last saved. */
    isDirty: hasChanges(values, baseline) || Object.values(addressText).some((text) => text.trim() !== ''),
    /** After a save: this is the draft now, and what it holds is no longer unsaved. */
    markSaved: (saved: ComposeValues, id: number) => {
      setBaseline(saved)
      setDraftId(id)
    },
  }
}

export type ComposeForm = ReturnType<typeof useComposeForm>
