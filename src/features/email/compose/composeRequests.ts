import { api } from '@/api'
import { createDraft, forwardEmail, replyToEmail, sendEmail, updateDraft, type ComposedEmail, type Email } from '@/api/contract/email'
import { toEmailAddresses } from './addresses'
import type { ComposeRequest, ComposeValues } from './composeTypes'
import { sanitizeMessage } from './messageHtml'

/** The form as the contract takes it; the message is sanitised here, on its way out. */
export function toComposedEmail(values: ComposeValues): Required<ComposedEmail> {
  return {
    to: toEmailAddresses(values.to),
    cc: toEmailAddresses(values.cc),
    bcc: toEmailAddresses(values.bcc),
    subject: values.subject,
    message: sanitizeMessage(values.message),
    attachments: values.attachments,
  }
}

/**
 * Sends the form the way its mode asks: a reply joins its thread, a forward quotes its original,
 * and a mail written from a saved draft takes the draft's place.
 */
export function sendComposed(request: ComposeRequest, values: ComposeValues, draftId: number | null): Promise<Email> {
  const composed = toComposedEmail(values)
  switch (request.mode) {
    case 'reply':
      return api(replyToEmail, {
        body: { emailId: request.email.id, message: composed.message, attachments: composed.attachments },
      })
    case 'forward': {
      const { to, cc, bcc, message, attachments } = composed
      return api(forwardEmail, { body: { emailId: request.email.id, to, cc, bcc, message, attachments } })
    }
    case 'new':
    case 'draft':
      return api(sendEmail, { body: { ...composed, ...(draftId !== null && { draftId }) } })
  }
}

/** Saves the form as a new draft, or over the one saved before. */
export function saveComposedDraft(values: ComposeValues, draftId: number | null): Promise<Email> {
  const body = toComposedEmail(values)
  return draftId === null ? api(createDraft, { body }) : api(updateDraft, { params: { id: draftId }, body })
}
