import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Email, EmailAddress, EmailAttachmentInput } from '@/api/contract'
import { formatAddress, invalidChips } from './addresses'
import { isBlankMessage } from './messageHtml'
import type { ComposeRequest } from './ComposeProvider'
import { prefixSubject } from './subject'

/** What the form holds. Addresses are chip texts (`Jane <jane@example.com>`), read when sending. */
export interface ComposeValues {
  to: string[]
  cc: string[]
  bcc: string[]
  subject: string
  /** The editor's HTML as it is; sanitised when sent. */
  message: string
  attachments: EmailAttachmentInput[]
}

export type AddressFieldName = 'to' | 'cc' | 'bcc'
export type ComposeField = AddressFieldName | 'subject' | 'message' | 'attachments'

const chipsOf = (addresses: readonly EmailAddress[]) => addresses.map(formatAddress)

/**
 * The form as a request starts it. A reply goes to the thread's sender, or to its recipients when
 * the user sent it (the back end decides the same way; the dialog shows it).
 */
export function initialValues(request: ComposeRequest, myEmail: string | undefined): ComposeValues {
  const empty: ComposeValues = { to: [], cc: [], bcc: [], subject: '', message: '', attachments: [] }
  switch (request.mode) {
    case 'new':
      return empty
    case 'draft': {
      const { to, cc, bcc, subject, message, attachments } = request.email
      return { to: chipsOf(to), cc: chipsOf(cc), bcc: chipsOf(bcc), subject, message, attachments }
    }
    case 'reply': {
      const { from, to, subject } = request.email
      const recipients = from.email === myEmail ? to : [from]
      return { ...empty, to: chipsOf(recipients), subject: prefixSubject('Re:', subject) }
    }
    case 'forward':
      return { ...empty, subject: prefixSubject('Fwd:', request.email.subject) }
  }
}

/** The mail a reply or forward quotes: the latest message of the thread. */
export function quotedMail(request: ComposeRequest): Email | null {
  if (request.mode !== 'reply' && request.mode !== 'forward') return null
  return request.email.replies.at(-1) ?? request.email
}

/** Whether the user changed anything since the form started (or was last saved). */
export function hasChanges(values: ComposeValues, baseline: ComposeValues): boolean {
  const sameList = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i])
  return (
    !sameList(values.to, baseline.to) ||
    !sameList(values.cc, baseline.cc) ||
    !sameList(values.bcc, baseline.bcc) ||
    !sameList(values.attachments, baseline.attachments) ||
    values.subject !== baseline.subject ||
    // An editor emptied again is not a change, whatever markup it kept.
    (values.message !== baseline.message && !(isBlankMessage(values.message) && isBlankMessage(baseline.message)))
  )
}

export type ComposeErrors = Partial<Record<ComposeField | 'form', MessageDescriptor>>

/** Address chips that are not addresses block both sending and saving: the back end would refuse them. */
export function addressErrors(values: ComposeValues): ComposeErrors {
  const errors: ComposeErrors = {}
  for (const field of ['to', 'cc', 'bcc'] as const) {
    const invalid = invalidChips(values[field])
    if (invalid.length > 0) errors[field] = msg`Not a valid email address: ${invalid.join(', ')}`
  }
  return errors
}

/**
 * What stops a mail from being sent. A reply needs a message (the back end quotes nothing into it);
 * a forward carries the original, so a note is optional; anything else needs a subject or a message.
 * A reply's recipients are fixed, so only the other modes check them.
 */
export function sendErrors(values: ComposeValues, mode: ComposeRequest['mode']): ComposeErrors {
  const errors = mode === 'reply' ? {} : addressErrors(values)
  if (mode !== 'reply' && values.to.length === 0) errors.to ??= msg`Add at least one recipient`
  const blank = isBlankMessage(values.message)
  if (mode === 'reply' && blank) errors.message = msg`Write a reply before sending`
  if ((mode === 'new' || mode === 'draft') && blank && values.subject.trim() === '') {
    errors.message = msg`Write a subject or a message`
  }
  return errors
}
