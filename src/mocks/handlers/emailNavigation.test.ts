// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { getEmail, paginateEmail, type EmailListQuery, type EmailWithNeighbours } from '@/api/contract'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'
import { listIds, openMail } from './emailTesting'

setupMockBackend()

/** The seed's inbox, newest first. */
const INBOX = [2, 3, 4, 5, 6, 7, 1, 8, 9, 10, 11, 12, 13, 14, 15]
const flags = ({ hasPreviousMail, hasNextMail }: EmailWithNeighbours) => ({ hasPreviousMail, hasNextMail })

const paginate = (emailId: number, dir: 'previous' | 'next', context: EmailListQuery = {}) =>
  callEndpoint(paginateEmail, { query: { emailId, dir, ...context } })
const step = (emailId: number, dir: 'previous' | 'next', context: EmailListQuery = {}) =>
  expectSuccess(paginateEmail, { query: { emailId, dir, ...context } })

describe('GET /apps/email/get-email', () => {
  it.each([
    ['first', 2, false, true],
    ['middle', 1, true, true],
    ['last', 15, true, false],
  ])('tells what is around the %s mail of the inbox', async (_where, id, hasPreviousMail, hasNextMail) => {
    expect(await listIds()).toEqual(INBOX)
    const email = await openMail(id)
    expect(email.id).toBe(id)
    expect(flags(email)).toEqual({ hasPreviousMail, hasNextMail })
  })

  it('answers the whole mail, thread included', async () => {
    const email = await openMail(1)
    expect(email).toMatchObject({ subject: 'Q3 roadmap review', folder: 'inbox', isStarred: true })
    expect(email.replies.map((r) => r.from.email)).toEqual(['admin@demo.com', 'rena.brant@acme.co'])
    expect(email.attachments[0]).toEqual({
      fileName: 'Q3 Roadmap.pdf',
      thumbnail: '/images/icons/file-icons/pdf.png',
      url: '/files/email/Q3%20Roadmap.pdf',
      size: 808, // the real file in public/files/email
    })
  })

  it('tells the flags of the list the user is looking at: a label, a search', async () => {
    expect(await listIds({ label: 'private' })).toEqual([6, 12, 21])
    expect(flags(await openMail(6, { label: 'private' }))).toEqual({ hasPreviousMail: false, hasNextMail: true })
    expect(flags(await openMail(12, { label: 'private' }))).toEqual({ hasPreviousMail: true, hasNextMail: true })
    expect(flags(await openMail(21, { label: 'private' }))).toEqual({ hasPreviousMail: true, hasNextMail: false })

    expect(await listIds({ q: 'lindqvist' })).toEqual([2, 15])
    expect(flags(await openMail(15, { q: 'lindqvist' }))).toEqual({ hasPreviousMail: true, hasNextMail: false })
    expect(flags(await openMail(7, { q: 'invoice' }))).toEqual({ hasPreviousMail: false, hasNextMail: false })
  })

  it('opens a mail outside the list, with nowhere to go', async () => {
    const spam = await openMail(25)
    expect(spam.folder).toBe('spam')
    expect(flags(spam)).toEqual({ hasPreviousMail: false, hasNextMail: false })
  })

  it('answers 404 for an unknown id, 400 for an id that is not a number, 401 without a token', async () => {
    expect(await callEndpoint(getEmail, { query: { id: 999 } })).toEqual({ status: 404, body: { error: 'No email with id 999' } })
    expect((await callEndpoint(getEmail, { query: { id: 'abc' } })).status).toBe(400)
    expect((await callEndpoint(getEmail, { query: { id: 1 } }, { as: null })).status).toBe(401)
  })
})

describe('GET /apps/email/paginate-email', () => {
  it('steps to the older mail (next) and the newer one (previous) from the middle', async () => {
    const next = await step(1, 'next')
    expect(next.id).toBe(8)
    expect(flags(next)).toEqual({ hasPreviousMail: true, hasNextMail: true })
    const previous = await step(1, 'previous')
    expect(previous.id).toBe(7)
    expect(flags(previous)).toEqual({ hasPreviousMail: true, hasNextMail: true })
  })

  it('reaches both ends with the right flags, and 404s past them', async () => {
    expect(flags(await step(3, 'previous'))).toEqual({ hasPreviousMail: false, hasNextMail: true })
    expect(flags(await step(14, 'next'))).toEqual({ hasPreviousMail: true, hasNextMail: false })
    expect(await paginate(2, 'previous')).toEqual({ status: 404, body: { error: 'There is no previous email' } })
    expect(await paginate(15, 'next')).toEqual({ status: 404, body: { error: 'There is no next email' } })
  })

  it('walks the whole list one way and back', async () => {
    const walked = [INBOX[0]!]
    for (let email = await openMail(INBOX[0]!); email.hasNextMail;) {
      email = await step(email.id, 'next')
      walked.push(email.id)
    }
    expect(walked).toEqual(INBOX)
    const back = await step(INBOX.at(-1)!, 'previous')
    expect(back.id).toBe(INBOX.at(-2))
  })

  it('walks inside a label, across folders', async () => {
    const context = { label: 'private' } as const
    expect((await step(6, 'next', context)).id).toBe(12)
    const last = await step(12, 'next', context)
    expect([last.id, last.folder]).toEqual([21, 'sent'])
    expect(flags(last)).toEqual({ hasPreviousMail: true, hasNextMail: false })
    expect((await paginate(21, 'next', context)).status).toBe(404)
    expect((await paginate(6, 'previous', context)).status).toBe(404)
  })

  it('walks inside a search', async () => {
    const found = await step(2, 'next', { q: 'lindqvist' })
    expect(found.id).toBe(15)
    expect(flags(found)).toEqual({ hasPreviousMail: true, hasNextMail: false })
    expect((await paginate(15, 'next', { q: 'lindqvist' })).status).toBe(404)
    expect((await step(15, 'previous', { q: 'lindqvist' })).id).toBe(2)
  })

  it('answers 404 for a mail not in the list, 400 for a bad direction', async () => {
    expect(await paginate(25, 'next')).toEqual({ status: 404, body: { error: 'Email 25 is not in this list' } })
    expect((await paginate(1, 'up' as 'next')).status).toBe(400)
    expect((await callEndpoint(paginateEmail, { query: { emailId: 1, dir: 'next' } }, { as: null })).status).toBe(401)
  })
})
