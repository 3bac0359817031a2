import { useRef, useState } from 'react'
import type { EmailAttachmentInput } from '@/api/contract/email'
import { useSession } from '@/auth'
import { useZodForm } from '@/components/form'
import { splitAddresses } from './addresses'
import { ADDRESS_FIELDS, type AddressFieldName, type ComposeRequest, type ComposeValues } from './composeTypes'
import { hasChanges, initialValues, useComposeSchemas } from './composeValues'

const NO_TEXT: Record<AddressFieldName, string> = { to: '', cc: '', bcc: '' }

/**
 * The state of one compose dialog: the form, the address text not yet made a chip, and the draft
 * it saves to. Address mistakes show as soon as a chip is made; what stops a send (no recipient,
 * nothing written) shows once the user has tried to send, and from then on as they fix it.
 */
export function useComposeForm(request: ComposeRequest) {
  const myEmail = useSession().userData?.email
  const [initial] = useState(() => initialValues(request, myEmail))
  const [baseline, setBaseline] = useState(initial)
  const [addressText, setAddressText] = useState(NO_TEXT)
  const [draftId, setDraftId] = useState(request.mode === 'draft' ? request.email.id : null)
  const schemas = useComposeSchemas(request.mode)
  // Read at each check, never while rendering: which rules hold now.
  const triedToSend = useRef(false)
  const form = useZodForm(() => (triedToSend.current ? schemas.send : schemas.draft), { defaultValues: initial, mode: 'onChange' })

  /** Makes chips of any address still being typed, as sending and saving take them; answers the values. */
  const commitAddressText = (): ComposeValues => {
    for (const field of ADDRESS_FIELDS) {
      const typed = splitAddresses(addressText[field])
      if (typed.length > 0) form.setValue(field, [...new Set([...form.getValues(field), ...typed])], { shouldValidate: true })
    }
    setAddressText(NO_TEXT)
    return form.getValues()
  }

  return {
    form,
    /** Whether the dialog opened with recipients (a reply), so the message, not To, takes the focus. */
    startsWithRecipients: initial.to.length > 0,
    addressText,
    setAddressText: (field: AddressFieldName, text: string) => setAddressText((current) => ({ ...current, [field]: text })),
    commitAddressText,
    addAttachments: (added: EmailAttachmentInput[]) => form.setValue('attachments', [...form.getValues('attachments'), ...added]),
    removeAttachment: (removed: EmailAttachmentInput) =>
      form.setValue('attachments', form.getValues('attachments').filter((a) => a !== removed)),
    /** From the first send on, everything a send needs is checked, also as the user types. */
    markTriedToSend: () => {
      triedToSend.current = true
    },
    /** Whether the values pass what saving a draft needs (the chips' own messages already show why not). */
    canSaveDraft: (values: ComposeValues) => schemas.draft.safeParse(values).success,
    draftId,
    /** Anything typed since the dialog opened or the draft was last saved. */
    hasUnsavedChanges: () =>
      hasChanges(form.getValues(), baseline) || Object.values(addressText).some((text) => text.trim() !== ''),
    /** After a save: this is the draft now, and what it holds is no longer unsaved. */
    markSaved: (saved: ComposeValues, id: number) => {
      setBaseline(saved)
      setDraftId(id)
    },
  }
}

export type ComposeForm = ReturnType<typeof useComposeForm>
