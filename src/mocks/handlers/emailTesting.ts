import { expect } from 'vitest'
import { callSignedIn } from '@/mocks/testing'
import type { Email, EmailList, EmailListQuery, EmailWithNeighbours } from '@/api/contract'

/** Helpers for the email handler tests: the calls as the signed-in admin, answers typed. */

export const ids = (mails: readonly Pick<Email, 'id'>[]) => mails.map((m) => m.id)

const search = (query: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])))

/** GET with a query string; answers the response so tests can check the status. */
export const getWith = (path: string, query: Record<string, string | number | undefined> = {}) =>
  callSignedIn(`${path}?${search(query)}`)

/** A call with a JSON body (or raw text, to test bodies that are not JSON). */
export const send = (path: string, body: unknown, method = 'POST') =>
  callSignedIn(path, { method, body: typeof body === 'string' ? body : JSON.stringify(body) })

export async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status)
  return response.json() as Promise<T>
}

export const list = async (query: EmailListQuery = {}) => json<EmailList>(await getWith('/apps/email/emails', query))

export const listIds = async (query: EmailListQuery = {}) => ids((await list(query)).emails)

export const getEmail = async (id: number, context: EmailListQuery = {}) =>
  json<EmailWithNeighbours>(await getWith('/apps/email/get-email', { id, ...context }))

export const paginate = (emailId: number, dir: 'previous' | 'next', context: EmailListQuery = {}) =>
  getWith('/apps/email/paginate-email', { emailId, dir, ...context })

export const updateEmails = (emailIds: unknown, dataToUpdate: unknown) =>
  send('/apps/email/update-emails', { emailIds, dataToUpdate })
