import * as emailContract from '@/api/contract/email'
import { Email, type EmailLabel } from '@/api/contract/email'
import { endpointsIn } from '@/api/contract/endpoint'
import { defineCollections } from '@/mocks/db'
import { copyMail, seedEmails, type EmailRecord } from '@/mocks/db/emails'
import { notFound } from '@/mocks/httpErrors'
import { forwarded, newMail, now, withReply } from './emailCompose'
import { emailsMeta, listEmails, neighbourFlags } from './emailList'
import { implement } from './implement'

/** The demo mailbox; other domains that send mail (invoices) write into it through this module. */
export const { emails } = defineCollections({ emails: { row: 'email', schema: Email, seed: seedEmails, copy: copyMail } })

/**
 * The email app (src/api/contract/email.ts): the list, bulk flags and labels, one mail with its
 * neighbours; and, beyond the core API, writing mail (send, drafts, reply, forward; see ./emailCompose.ts).
 * Reading needs `read Email`, writing `update Email`, as the email routes ask.
 */
export const handlers = implement(endpointsIn(emailContract), {
  emailsData: ({ query }) => ({ emails: listEmails(emails.all(), query), emailsMeta: emailsMeta(emails.all()) }),

  updateEmails: ({ body }) => {
    const { labels, ...flags } = body.dataToUpdate
    const changes = labels ? { ...flags, labels: [...new Set(labels)] } : flags
    return { emails: existingEmails(body.emailIds).map((mail) => emails.update(mail.id, changes)!) }
  },

  updateEmailsLabel: ({ body }) => ({
    // Each mail on its own: in a mixed selection, the ones with the label lose it and the others gain it.
    emails: existingEmails(body.emailIds).map((mail) => emails.update(mail.id, { labels: toggled(mail.labels, body.label) })!),
  }),

  getEmail: ({ query }) => {
    const mail = emails.require(query.id)
    const list = listEmails(emails.all(), query)
    // A mail outside the list (a shared link, or one just moved away) still opens, with nowhere to go.
    return { ...mail, ...neighbourFlags(list, list.findIndex((m) => m.id === mail.id)) }
  },

  paginateEmail: ({ query }) => {
    const list = listEmails(emails.all(), query)
    const index = list.findIndex((m) => m.id === query.emailId)
    if (index < 0) throw notFound(`Email ${query.emailId} is not in this list`)
    // Newest first: "previous" is the one above (newer), "next" the one below (older).
    const target = index + (query.dir === 'next' ? 1 : -1)
    const mail = list[target]
    if (!mail) throw notFound(`There is no ${query.dir} email`)
    return { ...mail, ...neighbourFlags(list, target) }
  },

  sendEmail: ({ body: { draftId, ...composed }, user }) => {
    // Check the draft first, so a wrong id sends nothing.
    if (draftId !== undefined) requireDraft(draftId)
    const sent = emails.insert(newMail(user, composed, 'sent'))
    if (draftId !== undefined) emails.remove(draftId)
    return sent
  },

  createDraft: ({ body, user }) => emails.insert(newMail(user, body, 'draft')),

  updateDraft: ({ params, body }) => {
    requireDraft(params.id)
    return emails.update(params.id, { ...body, time: now() })!
  },

  replyToEmail: ({ body, user }) => {
    const thread = emails.require(body.emailId)
    return emails.update(thread.id, { replies: withReply(thread, user, body) })!
  },

  forwardEmail: ({ body: { emailId, ...composed }, user }) =>
    emails.insert(newMail(user, forwarded(emails.require(emailId), composed), 'sent')),
})

/** The mails with these ids (duplicates once), or a 404 before anything changes. */
function existingEmails(ids: readonly number[]): Readonly<EmailRecord>[] {
  return [...new Set(ids)].map((id) => emails.require(id))
}

function requireDraft(id: number): void {
  if (emails.get(id)?.folder !== 'draft') throw notFound(`No draft with id ${id}`)
}

function toggled(labels: readonly EmailLabel[], label: EmailLabel): EmailLabel[] {
  return labels.includes(label) ? labels.filter((l) => l !== label) : [...labels, label]
}
