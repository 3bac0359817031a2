import { emailsData, getEmail, type Email, type EmailListQuery } from '@/api/contract/email'
import { expectSuccess } from '@/mocks/testing'

/** Shorthands of the email handler tests, over `expectSuccess` (as the signed-in admin). */

export const ids = (mails: readonly Pick<Email, 'id'>[]) => mails.map((m) => m.id)

/** The ids of the mail list the query shows, in its order. */
export const listIds = async (query: EmailListQuery = {}) => ids((await expectSuccess(emailsData, { query })).emails)

/** One mail with its neighbour flags in the list given by `context`. */
export const openMail = (id: number, context: EmailListQuery = {}) => expectSuccess(getEmail, { query: { id, ...context } })
