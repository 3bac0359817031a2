import {
  createDraft,
  forwardEmail,
  replyToEmail,
  sendEmail,
  updateDraft,
  type ComposedEmail,
  type Email,
  type EmailAddress,
  type EmailFolder,
  type EmailSender,
} from '@/api/contract'
import { db, type EmailRecord, type UserRecord } from '@/mocks/db'
import { handle } from './handle'
import { notFound } from './httpErrors'

type Composed = Required<ComposedEmail>

/**
 * Writing mail, beyond the SPEC: send, drafts, reply and forward. Nothing is delivered: the demo has
 * one mailbox, so a sent mail lands in its sent folder and nowhere else.
 */
export const emailComposeHandlers = [
  handle(sendEmail, ({ body: { draftId, ...composed }, user }) => {
    // Check the draft first, so a wrong id sends nothing.
    if (draftId !== undefined) findDraft(draftId)
    const sent = db.emails.insert(newMail(user, composed, 'sent'))
    if (draftId !== undefined) db.emails.remove(draftId)
    return sent
  }),

  handle(createDraft, ({ body, user }) => db.emails.insert(newMail(user, body, 'draft'))),

  handle(updateDraft, ({ params, body }) => {
    findDraft(params.id)
    return db.emails.update(params.id, { ...body, time: now() })!
  }),

  handle(replyToEmail, ({ body, user }) => {
    const thread = findEmail(body.emailId)
    const fromMe = thread.from.email === user.email
    const reply: Email = {
      // Unique within the thread, which is all a reply's id is for.
      id: thread.replies.reduce((max, r) => Math.max(max, r.id), 0) + 1,
      from: sender(user),
      to: fromMe ? thread.to : [toAddress(thread.from)],
      cc: [],
      bcc: [],
      subject: thread.subject.startsWith('Re:') ? thread.subject : `Re: ${thread.subject}`,
      message: body.message,
      attachments: body.attachments,
      isStarred: false,
      labels: [],
      time: now(),
      replies: [],
      folder: thread.folder,
      isRead: true,
    }
    return db.emails.update(thread.id, { replies: [...thread.replies, reply] })!
  }),

  handle(forwardEmail, ({ body: { emailId, ...composed }, user }) => {
    const original = findEmail(emailId)
    return db.emails.insert(
      newMail(
        user,
        {
          ...composed,
          subject: original.subject.startsWith('Fwd:') ? original.subject : `Fwd: ${original.subject}`,
          message: composed.message + quoted(original),
          attachments: [...original.attachments, ...composed.attachments],
        },
        'sent',
      ),
    )
  }),
]

function newMail(user: Readonly<UserRecord>, composed: Composed, folder: EmailFolder): Omit<EmailRecord, 'id'> {
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

function findEmail(id: number): Readonly<EmailRecord> {
  const mail = db.emails.get(id)
  if (!mail) throw notFound(`No email with id ${id}`)
  return mail
}

function findDraft(id: number): Readonly<EmailRecord> {
  const mail = db.emails.get(id)
  if (mail?.folder !== 'draft') throw notFound(`No draft with id ${id}`)
  return mail
}

const sender = (user: Readonly<UserRecord>): EmailSender => ({
  name: user.fullName,
  email: user.email,
  avatar: user.avatar ?? '',
})
const toAddress = ({ name, email }: EmailSender): EmailAddress => ({ name, email })
const now = () => new Date().toISOString()
