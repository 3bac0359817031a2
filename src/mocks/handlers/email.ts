import { emailsData, getEmail, paginateEmail, updateEmails, updateEmailsLabel, type EmailLabel } from '@/api/contract'
import { db, type EmailRecord } from '@/mocks/db'
import { emailComposeHandlers } from './emailCompose'
import { emailsMeta, listEmails, neighbourFlags } from './emailList'
import { handle } from './handle'
import { notFound } from './httpErrors'

/**
 * The email app (SPEC section 7, "Email"): the list, bulk flags and labels, one mail with its
 * neighbours. Writing mail (send, drafts, reply, forward) is in ./emailCompose.ts.
 */
export const emailHandlers = [
  handle(emailsData, ({ query }) => {
    const all = db.emails.all()
    return { emails: listEmails(all, query), emailsMeta: emailsMeta(all) }
  }),

  handle(updateEmails, ({ body }) => {
    const { labels, ...flags } = body.dataToUpdate
    const changes = labels ? { ...flags, labels: [...new Set(labels)] } : flags
    return { emails: existingEmails(body.emailIds).map((mail) => db.emails.update(mail.id, changes)!) }
  }),

  handle(updateEmailsLabel, ({ body }) => ({
    // Each mail on its own: in a mixed selection, the ones with the label lose it and the others gain it.
    emails: existingEmails(body.emailIds).map((mail) => db.emails.update(mail.id, { labels: toggled(mail.labels, body.label) })!),
  })),

  handle(getEmail, ({ query }) => {
    const mail = db.emails.get(query.id)
    if (!mail) throw notFound(`No email with id ${query.id}`)
    const list = listEmails(db.emails.all(), query)
    // A mail outside the list (a shared link, or one just moved away) still opens, with nowhere to go.
    return {
      ...mail,
      ...neighbourFlags(
        list,
        list.findIndex((m) => m.id === mail.id),
      ),
    }
  }),

  handle(paginateEmail, ({ query }) => {
    const list = listEmails(db.emails.all(), query)
    const index = list.findIndex((m) => m.id === query.emailId)
    if (index < 0) throw notFound(`Email ${query.emailId} is not in this list`)
    // Newest first: "previous" is the one above (newer), "next" the one below (older).
    const target = index + (query.dir === 'next' ? 1 : -1)
    const mail = list[target]
    if (!mail) throw notFound(`There is no ${query.dir} email`)
    return { ...mail, ...neighbourFlags(list, target) }
  }),

  ...emailComposeHandlers,
]

/** The mails with these ids (duplicates once), or a 404 before anything changes. */
function existingEmails(ids: readonly number[]): Readonly<EmailRecord>[] {
  return [...new Set(ids)].map((id) => {
    const mail = db.emails.get(id)
    if (!mail) throw notFound(`No email with id ${id}`)
    return mail
  })
}

function toggled(labels: readonly EmailLabel[], label: EmailLabel): EmailLabel[] {
  return labels.includes(label) ? labels.filter((l) => l !== label) : [...labels, label]
}
