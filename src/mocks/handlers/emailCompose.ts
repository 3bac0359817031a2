import { z } from 'zod'
import {
  EmailAttachmentsInput,
  EmailMessageInput,
  type ComposedEmail,
  type Email,
  type EmailAddress,
  type EmailFolder,
  type EmailSender,
} from '@/api/contract/email'
import type { EmailRecord } from '@/mocks/db/emails'
import type { AccountRecord } from '@/mocks/db/accounts'
import { mockNow } from '@/mocks/db/clock'
import { badRequest } from '@/mocks/httpErrors'
import { addFieldErrors } from './parseInput'

/**
 * Writing mail, beyond the core API (`beyondSpec`): the mails that send, drafts, reply and forward make. Nothing is
 * delivered: the demo has one mailbox, so a sent mail lands in its sent folder and nowhere else.
 */

type User = Readonly<AccountRecord>

/** A new mail from `user`, read, unstarred, at the current time. */
export function newMail(user: User, composed: Required<ComposedEmail>, folder: EmailFolder): Omit<EmailRecord, 'id'> {
  return {
    ...composed,
    from: sender(user),
    isStarred: false,
    labels: [],
    time: now(),
    replies: [],
    folder,
    isRead: true,
  }
}

/** `user`'s reply at the end of a thread: to its sender, or to its recipients when the user sent it. */
export function withReply(thread: Readonly<Email>, user: User, { message, attachments }: Pick<Email, 'message' | 'attachments'>): Email[] {
  const fromMe = thread.from.email === user.email
  const reply: Email = {
    // Unique within the thread, which is all a reply's id is for.
    id: thread.replies.reduce((max, r) => Math.max(max, r.id), 0) + 1,
    from: sender(user),
    to: fromMe ? thread.to : [toAddress(thread.from)],
    cc: [],
    bcc: [],
    subject: thread.subject.startsWith('Re:') ? thread.subject : `Re: ${thread.subject}`,
    message,
    attachments,
    isStarred: false,
    labels: [],
    time: now(),
    replies: [],
    folder: thread.folder,
    isRead: true,
  }
  return [...thread.replies, reply]
}

// The parts a forward adds to, held to the limits of what a client may send.
const ForwardAsStored = z.object({ message: EmailMessageInput, attachments: EmailAttachmentsInput })

/**
 * A forward of `original`: "Fwd: <subject>", the note above the quoted original, both sets of
 * attachments. Over the contract's limits as a whole (a forward of a forward quotes both, so a
 * chain grows with every step): a 400 naming `message` or `attachments`, before anything is stored.
 */
export function forwarded(original: Readonly<Email>, composed: Omit<Required<ComposedEmail>, 'subject'>): Required<ComposedEmail> {
  const mail = {
    ...composed,
    subject: original.subject.startsWith('Fwd:') ? original.subject : `Fwd: ${original.subject}`,
    message: composed.message + quoted(original),
    attachments: [...original.attachments, ...composed.attachments],
  }
  const checked = ForwardAsStored.safeParse(mail)
  if (!checked.success) {
    const issues = checked.error.issues.map((issue) => ({ ...issue, message: `${issue.message} (the forwarded mail included)` }))
    throw badRequest(addFieldErrors({}, issues, 'body'))
  }
  return mail
}

/** The original below the user's note, as mail clients quote a forwarded message. */
function quoted(original: Readonly<Email>): string {
  const from = `${escapeHtml(original.from.name)} &lt;${escapeHtml(original.from.email)}&gt;`
  return (
    `<p>---------- Forwarded message ----------<br>From: ${from}<br>Date: ${original.time}<br>` +
    `Subject: ${escapeHtml(original.subject)}</p><blockquote>${original.message}</blockquote>`
  )
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

const sender = (user: User): EmailSender => ({ name: user.fullName, email: user.email, avatar: user.avatar ?? '' })
const toAddress = ({ name, email }: EmailSender): EmailAddress => ({ name, email })
/** The time a mail is sent or saved: the mock's clock (on a fixed day, that day at the real time of day). */
export const now = () => mockNow().toISOString()
