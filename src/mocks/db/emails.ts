import { thumbnailFor, type Email, type EmailAddress, type EmailAttachment, type EmailSender } from '@/api/contract'
import { mailsFor, type SeedMail } from './emailsSeedData'
import { seedAccounts } from './accounts'
import { seedDay, timeOn, type Day } from './clock'

/**
 * The demo mailbox. There is one, shared: it belongs to the admin demo account, and whoever signs
 * in sees (and sends from) it, like the other demo data. Stored as the API shows it, replies nested.
 */
export type EmailRecord = Email

/**
 * The seed's "now": 08:30 UTC on the day the data is seeded for (./clock.ts). Every seeded time is
 * some minutes before it, so the data is the same for the same day.
 */
export const emailSeedNow = (day: Day = seedDay()): number => timeOn(day, '08:30')

/** The owner of the mailbox: the admin demo account, as a sender. */
export function mailboxOwner(): EmailSender {
  const admin = seedAccounts().find((user) => user.email === 'admin@demo.com')!
  return { name: admin.fullName, email: admin.email, avatar: admin.avatar ?? '' }
}

export function seedEmails(day: Day = seedDay()): EmailRecord[] {
  const owner = mailboxOwner()
  const me = address(owner)
  const minutesAgo = (minutes: number) => new Date(emailSeedNow(day) - minutes * 60_000).toISOString()
  return mailsFor(day).map((mail, index) => toEmail(mail, index + 1, owner, me, minutesAgo))
}

/** How much older each copy of the mailbox is than the one before: more than the seed's month. */
const COPY_GAP_MS = 6 * 7 * 86_400_000

/**
 * Copy `n` of a mail, for the large scenarios (./scenarios.ts): the same mail and its replies,
 * (n - 1) times six weeks older, so each copy of the mailbox reads as older history.
 */
export function copyMail(mail: EmailRecord, n: number): EmailRecord {
  const older = (time: string) => new Date(Date.parse(time) - (n - 1) * COPY_GAP_MS).toISOString()
  return { ...mail, time: older(mail.time), replies: mail.replies.map((reply) => ({ ...reply, time: older(reply.time) })) }
}

function toEmail(mail: SeedMail, id: number, owner: EmailSender, me: EmailAddress, minutesAgo: (minutes: number) => string): EmailRecord {
  // The user's own mails (sent, drafts) come from the owner; everyone else's are addressed to them.
  const fromMe = mail.folder === 'sent' || mail.folder === 'draft' || mail.from === undefined
  return {
    id,
    from: fromMe ? owner : mail.from!,
    to: mail.to?.map(address) ?? [me],
    cc: mail.cc?.map(address) ?? [],
    bcc: [],
    subject: mail.subject,
    message: mail.message,
    attachments: (mail.files ?? []).map(([fileName, bytes, stored]) => attachment(fileName, bytes, stored)),
    isStarred: mail.isStarred ?? false,
    labels: mail.labels ?? [],
    time: minutesAgo(mail.minutesAgo),
    // Thread replies alternate between the owner and the other side, each a little later.
    replies: (mail.replies ?? []).map((reply, index) => ({
      id: index + 1,
      from: reply.fromMe ? owner : mail.from!,
      to: reply.fromMe ? [address(mail.from!)] : [me],
      cc: [],
      bcc: [],
      subject: `Re: ${mail.subject}`,
      message: reply.message,
      attachments: [],
      isStarred: false,
      labels: [],
      time: minutesAgo(reply.minutesAgo),
      replies: [],
      folder: mail.folder,
      isRead: true,
    })),
    folder: mail.folder,
    // The user's own mails are read; others are read unless the seed says otherwise.
    isRead: fromMe || (mail.isRead ?? true),
  }
}

/** A person as a recipient: name and address, no avatar. */
const address = ({ name, email }: EmailSender): EmailAddress => ({ name, email })

/** A seeded attachment: a real (small) file served from public/files/email (as `stored` when named otherwise), so its download works. */
function attachment(fileName: string, bytes: number, stored = fileName): EmailAttachment {
  return {
    fileName,
    thumbnail: thumbnailFor(fileName),
    url: `/files/email/${encodeURIComponent(stored)}`,
    size: bytes,
  }
}
