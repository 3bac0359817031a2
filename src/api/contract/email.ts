import { z } from 'zod'
import { MAX_EMAIL_LENGTH } from './auth'
import { domainEndpoint, type EndpointDefinition } from './endpoint'
import { NOT_FOUND } from './errors'
import { Count, Id, IdParam } from './numbers'
import { MAX_FILE_NAME_LENGTH, MAX_SUBJECT_LENGTH, emailAddress, fileName, fileUrl, imageUrl, multilineText, personName, searchText, text } from './text'
import { EMAIL_FILTER_FOLDERS, EMAIL_FOLDERS, EMAIL_LABELS } from './values'

// Every call acts on the subject the screens guard with: a GET needs `read`, a write `update` (see ./endpoint.ts).
const endpoint = domainEndpoint('Email')

// ---- Entities ----

/** Where a mail is kept. Every mail is in exactly one folder. */
export const EmailFolder = z.enum(EMAIL_FOLDERS)
export type EmailFolder = z.infer<typeof EmailFolder>

/** What the list can show: a folder, or the virtual folder `starred` (starred mails not in trash). */
export const EmailFilterFolder = z.enum(EMAIL_FILTER_FOLDERS)
export type EmailFilterFolder = z.infer<typeof EmailFilterFolder>

export const EmailLabel = z.enum(EMAIL_LABELS)
export type EmailLabel = z.infer<typeof EmailLabel>

/** A recipient (to, cc, bcc). */
export const EmailAddress = z.object({ name: z.string(), email: z.email() })
export type EmailAddress = z.infer<typeof EmailAddress>

/** The sender; `avatar` is an image path or URL, '' when there is none (the screen shows initials). */
export const EmailSender = z.object({ email: z.email(), name: z.string(), avatar: z.string() })
export type EmailSender = z.infer<typeof EmailSender>

export const EmailAttachment = z.object({
  fileName: z.string().min(1),
  /** Path of the file-type icon, e.g. '/images/icons/file-icons/pdf.png'. */
  thumbnail: z.string(),
  /** Where to download it: a path, an http(s) URL or, for files the user attached, a data: URL. */
  url: z.string(),
  /** In bytes. */
  size: Count,
})
export type EmailAttachment = z.infer<typeof EmailAttachment>

// File-type icons by extension; anything else shows as text.
const FILE_ICONS: Record<string, string> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'doc',
  xls: 'xls',
  xlsx: 'xls',
  csv: 'xls',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'jpg',
  gif: 'jpg',
  zip: 'zip',
}

/** The `thumbnail` of an attachment: the path of the icon for its file name. */
export function thumbnailFor(name: string): string {
  const extension = name.includes('.') ? name.split('.').pop()!.toLowerCase() : ''
  return `/images/icons/file-icons/${FILE_ICONS[extension] ?? 'txt'}.png`
}

const emailFields = z.object({
  id: Id,
  from: EmailSender,
  to: z.array(EmailAddress),
  cc: z.array(EmailAddress),
  bcc: z.array(EmailAddress),
  subject: z.string(),
  /** HTML as the sender wrote it: untrusted, the screen must sanitise it before showing it. */
  message: z.string(),
  attachments: z.array(EmailAttachment),
  isStarred: z.boolean(),
  labels: z.array(EmailLabel),
  /** When it was sent (or a draft last saved): an ISO 8601 date-time in UTC. */
  time: z.iso.datetime(),
  folder: EmailFolder,
  isRead: z.boolean(),
})

/**
 * One mail. `replies` is the thread after it, oldest first; each reply is a mail itself (its id is
 * unique within the thread only, and its own `replies` are empty). A reply does not change the
 * thread's `time`, so a thread keeps its place in the list.
 */
export interface Email extends z.infer<typeof emailFields> {
  replies: Email[]
}
// The return type is spelled out because the schema refers to itself (zod's recursive-schema pattern).
export const Email = emailFields
  .extend({ replies: z.lazy((): z.ZodType<Email[], Email[]> => z.array(Email)) })
  .meta({ id: 'Email' })

/** The counts beside the folders, over every mail whatever the list shows. */
export const EmailsMeta = z.object({
  /** Unread mails in the inbox. */
  inbox: Count,
  /** Every draft, read or not. */
  draft: Count,
  /** Unread mails in spam. */
  spam: Count,
})
export type EmailsMeta = z.infer<typeof EmailsMeta>

/** A mail with whether the list it was opened from has one above it (newer) and one below it (older). */
export const EmailWithNeighbours = Email.extend({ hasPreviousMail: z.boolean(), hasNextMail: z.boolean() })
export type EmailWithNeighbours = z.infer<typeof EmailWithNeighbours>

// ---- Inputs ----

/**
 * Which list the user is looking at. The list, get-email and paginate-email take the same fields, so
 * previous/next walk exactly the list on screen.
 *
 * With a `label`, `folder` is ignored: the list is every mail with that label except trashed ones
 * (a label cuts across folders, as in most mail apps; trash stays out so deleted mail stays away).
 */
export const EmailListQuery = z.object({
  /** Case-insensitive text found in the subject, the sender's name or address, or the message's text (not its HTML tags). */
  q: searchText().default(''),
  folder: EmailFilterFolder.default('inbox'),
  label: EmailLabel.optional(),
})
export type EmailListQuery = z.input<typeof EmailListQuery>

// ---- Limits of what a client may write ----
// Each is a 400 naming the field, and nothing is stored. They hold for the mail as it would be
// stored: a forward, which adds its quoted original and the original's attachments, is checked
// again as a whole. The compose screen says the same before sending (features/email/compose).

/** The largest message: 1 MB of UTF-8 (its HTML as sent; a forward's quoted original included). */
export const MAX_MESSAGE_BYTES = 1024 * 1024
/** The longest name of a recipient. */
export const MAX_RECIPIENT_NAME_LENGTH = 100
/** The most recipients in each of to, cc and bcc. */
export const MAX_RECIPIENTS = 100
/** The most files one mail carries. */
export const MAX_ATTACHMENTS = 10
/** The largest attachment, in bytes. */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024
/** The most the attachments of one mail add up to, in bytes. */
export const MAX_ATTACHMENTS_TOTAL_BYTES = 20 * 1024 * 1024
/** The largest picture an attachment's thumbnail may carry as a data: URL, in bytes. */
export const MAX_THUMBNAIL_BYTES = 64 * 1024

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`

/** The length of a data: URL holding `bytes` bytes: base64 is a third larger, plus room for its header. */
const dataUrlLength = (bytes: number) => Math.ceil(bytes / 3) * 4 + 256

/** Whether `text` takes at most `max` bytes in UTF-8 (at least one per UTF-16 unit, so long text fails early). */
function fitsUtf8(value: string, max: number): boolean {
  return value.length <= max && new TextEncoder().encode(value).length <= max
}

/**
 * A recipient as a client sends it: the entity's fields, with lengths a real mail server takes. The
 * name is trimmed and normalised (NFC) and, like the address, takes no bidirectional marks.
 */
export const EmailAddressInput = EmailAddress.extend({
  name: personName(MAX_RECIPIENT_NAME_LENGTH),
  email: emailAddress(),
})

/**
 * An attachment as a client sends it. `url` is an https: URL, a path on this site or the file as a
 * base64 data: URL of a type no browser runs (./text `fileUrl`): the screen puts it in a download
 * link, so neither `javascript:` nor `data:text/html` may get in. A client may not understate
 * `size`: the URL's length is held to the same limit. `thumbnail` is a picture (a file-type icon):
 * https: or http: (a remote one, which the mail view loads only when the reader asks), a path on
 * this site, a small PNG, JPEG, GIF or WebP data: URL, or '' for none.
 */
export const EmailAttachmentInput = EmailAttachment.extend({
  fileName: fileName().min(1),
  thumbnail: imageUrl({
    max: dataUrlLength(MAX_THUMBNAIL_BYTES),
    maxMessage: `The thumbnail is larger than ${MAX_THUMBNAIL_BYTES / 1024} KB`,
    http: true,
    blank: true,
  }),
  url: fileUrl({
    max: dataUrlLength(MAX_ATTACHMENT_BYTES),
    maxMessage: `The attachment is larger than ${megabytes(MAX_ATTACHMENT_BYTES)}`,
  }),
  size: Count.max(MAX_ATTACHMENT_BYTES, `The attachment is larger than ${megabytes(MAX_ATTACHMENT_BYTES)}`),
})
export type EmailAttachmentInput = z.infer<typeof EmailAttachmentInput>

/** Whether attachments stay within the total, by their stated sizes and by their URLs' lengths. */
export function withinAttachmentsTotal(attachments: readonly Pick<EmailAttachment, 'size' | 'url'>[]): boolean {
  const sum = (of: (attachment: Pick<EmailAttachment, 'size' | 'url'>) => number) =>
    attachments.reduce((total, attachment) => total + of(attachment), 0)
  return (
    sum((a) => a.size) <= MAX_ATTACHMENTS_TOTAL_BYTES && sum((a) => a.url.length) <= dataUrlLength(MAX_ATTACHMENTS_TOTAL_BYTES)
  )
}

/** The files of one mail: at most MAX_ATTACHMENTS, each and all together within their sizes. */
export const EmailAttachmentsInput = z
  .array(EmailAttachmentInput)
  .max(MAX_ATTACHMENTS, `Attach at most ${MAX_ATTACHMENTS} files`)
  .refine(withinAttachmentsTotal, `The attachments add up to more than ${megabytes(MAX_ATTACHMENTS_TOTAL_BYTES)}`)
  .describe(
    `At most ${MAX_ATTACHMENTS} files, each at most ${megabytes(MAX_ATTACHMENT_BYTES)}, together at most ${megabytes(MAX_ATTACHMENTS_TOTAL_BYTES)} (sizes and data: URLs alike).`,
  )

/**
 * A message's HTML as a client sends it: at most MAX_MESSAGE_BYTES, text of several lines without
 * other control characters (./text `multilineText`). Its markup is left as it is: the screens
 * sanitise it when they show it.
 */
export const EmailMessageInput = multilineText(MAX_MESSAGE_BYTES, { maxMessage: `The message is larger than ${megabytes(MAX_MESSAGE_BYTES)}` })
  .refine((html) => fitsUtf8(html, MAX_MESSAGE_BYTES), `The message is larger than ${megabytes(MAX_MESSAGE_BYTES)}`)
  .describe(`HTML, at most ${megabytes(MAX_MESSAGE_BYTES)} in UTF-8, without control characters but tab and line breaks; a forward's quoted original counts.`)

const emailIds = z.array(Id).min(1, 'Choose at least one email')
const addresses = z
  .array(EmailAddressInput)
  .max(MAX_RECIPIENTS, `Add at most ${MAX_RECIPIENTS} recipients`)
  .default([])
const recipients = addresses.unwrap().min(1, 'Add at least one recipient')
const subject = text(MAX_SUBJECT_LENGTH).default('')
const message = EmailMessageInput.default('')
const attachments = EmailAttachmentsInput.default([])

/** Only these fields change in bulk; anything else is a 400 (strict), and so is nothing at all. */
export const EmailChanges = z
  .strictObject({
    isRead: z.boolean().optional(),
    isStarred: z.boolean().optional(),
    folder: EmailFolder.optional(),
    /** Replaces the labels (duplicates are dropped). */
    labels: z.array(EmailLabel).optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, 'Nothing to update')
export type EmailChanges = z.infer<typeof EmailChanges>

/** A new mail or draft as the compose dialog sends it. */
export const ComposedEmail = z.object({
  to: addresses,
  cc: addresses,
  bcc: addresses,
  subject,
  message,
  attachments,
})
export type ComposedEmail = z.input<typeof ComposedEmail>

// ---- Endpoints (their error answers: ./errors.ts) ----

const EmailList = z.object({ emails: z.array(Email), emailsMeta: EmailsMeta })
export type EmailList = z.infer<typeof EmailList>

const UpdatedEmails = z.object({ emails: z.array(Email) })
export type UpdatedEmails = z.infer<typeof UpdatedEmails>

export const emailsData = endpoint({
  method: 'GET',
  path: '/apps/email/emails',
  description:
    'The mails of a folder (trash: only trashed; starred: starred and not trashed) or of a label (every folder but trash), matching q, newest first; with emailsMeta over all mails.',
  query: EmailListQuery,
  response: EmailList,
})

/** A change to each given mail, all or none: an unknown id is a 404 and changes nothing. Answers the updated mails. */
function bulkChange<const P extends `/${string}`, const S extends z.ZodRawShape>(path: P, description: string, change: S) {
  return endpoint({
    method: 'POST',
    path,
    description: `${description} Unknown id: 404, nothing changed.`,
    body: z.object({ emailIds, ...change }),
    response: UpdatedEmails,
    errors: NOT_FOUND,
  })
}

export const updateEmails = bulkChange(
  '/apps/email/update-emails',
  'Sets isRead, isStarred, folder and/or labels of every given mail; any other field is a 400. Answers the updated mails in the order of emailIds.',
  { dataToUpdate: EmailChanges },
)

export const updateEmailsLabel = bulkChange(
  '/apps/email/update-emails-label',
  'Toggles a label on each given mail on its own (a mail that has it loses it, one that has not gains it). Answers the updated mails.',
  { label: EmailLabel },
)

export const getEmail = endpoint({
  method: 'GET',
  path: '/apps/email/get-email',
  description:
    'One mail with hasPreviousMail/hasNextMail in the list given by q, folder and label (both false when the mail is not in that list). Unknown id: 404.',
  query: EmailListQuery.extend({ id: IdParam }),
  response: EmailWithNeighbours,
  errors: NOT_FOUND,
})

export const paginateEmail = endpoint({
  method: 'GET',
  path: '/apps/email/paginate-email',
  description:
    'The mail above (previous, newer) or below (next, older) emailId in the list given by q, folder and label, with its own flags. 404 past either end or when emailId is not in that list.',
  query: EmailListQuery.extend({ dir: z.enum(['previous', 'next']), emailId: IdParam }),
  response: EmailWithNeighbours,
  errors: NOT_FOUND,
})

// ---- Beyond the core API (`beyondSpec`): writing mail ----
// The core API's calls only read and flag mail; the compose dialog needs these. Mail is not delivered
// anywhere: a sent mail lands in the sender's sent folder only (one shared demo mailbox).

// Said in every writing call's description, for the people who build the real back end.
const WRITING_LIMITS =
  `Limits, each a 400 naming the field with nothing stored: message ${megabytes(MAX_MESSAGE_BYTES)} of UTF-8, ` +
  `subject ${MAX_SUBJECT_LENGTH} characters, ${MAX_RECIPIENTS} recipients per field (name ${MAX_RECIPIENT_NAME_LENGTH}, address ${MAX_EMAIL_LENGTH} characters), ` +
  `${MAX_ATTACHMENTS} attachments of at most ${megabytes(MAX_ATTACHMENT_BYTES)} each and ${megabytes(MAX_ATTACHMENTS_TOTAL_BYTES)} together ` +
  `(file names at most ${MAX_FILE_NAME_LENGTH} characters; urls https:, a path on this site or a base64 data: URL of a file that is not HTML, XML, SVG or script). ` +
  'No text may hold control characters (but tab and line feed, and carriage return in the message) or unpaired surrogates; names and addresses no bidirectional marks.'

/** A call of the compose dialog: beyond the core API, held to the writing limits, and answering the mail it wrote. */
function writingEndpoint<const D extends Omit<EndpointDefinition, 'beyondSpec' | 'response'>>(definition: D) {
  return endpoint({ ...definition, description: `${definition.description} ${WRITING_LIMITS}`, beyondSpec: true, response: Email })
}

export const sendEmail = writingEndpoint({
  method: 'POST',
  path: '/apps/email/send',
  description:
    'Sends a mail from the signed-in user: answers it, in sent, read. With draftId, that draft is removed (404 if it is not a draft).',
  status: 201,
  body: ComposedEmail.extend({ to: recipients, draftId: Id.optional() }),
  errors: NOT_FOUND,
})

export const createDraft = writingEndpoint({
  method: 'POST',
  path: '/apps/email/drafts',
  description: 'Saves a new draft from the signed-in user (recipients may be empty); answers it.',
  status: 201,
  body: ComposedEmail,
})

export const updateDraft = writingEndpoint({
  method: 'PUT',
  path: '/apps/email/drafts/:id',
  description: 'Replaces the content of a draft and its time; answers it. 404 when id is not a draft.',
  params: z.object({ id: IdParam }),
  body: ComposedEmail,
  errors: NOT_FOUND,
})

export const replyToEmail = writingEndpoint({
  method: 'POST',
  path: '/apps/email/reply',
  description:
    "Adds the signed-in user's reply to the end of a mail's replies (to its sender, or to its recipients when the user sent it); answers the updated thread. Unknown id: 404.",
  body: z.object({ emailId: Id, message: EmailMessageInput.min(1), attachments }),
  errors: NOT_FOUND,
})

// A forward is a composed mail whose subject comes from the original.
export const forwardEmail = writingEndpoint({
  method: 'POST',
  path: '/apps/email/forward',
  description:
    'Sends a new mail "Fwd: <subject>" with the given note above the quoted original and its attachments; answers it (in sent). Unknown id: 404. The limits hold for the mail as stored: the note with the quoted original, and both sets of attachments.',
  status: 201,
  body: z.object({ emailId: Id, ...ComposedEmail.omit({ subject: true }).shape, to: recipients }),
  errors: NOT_FOUND,
})
