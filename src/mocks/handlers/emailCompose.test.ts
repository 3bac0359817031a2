// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  MAX_ATTACHMENT_BYTES,
  createDraft,
  emailsData,
  forwardEmail,
  replyToEmail,
  sendEmail,
  updateDraft,
  updateEmailsLabel,
  register,
  type Endpoint,
} from '@/api/contract'
import { mockControl } from '@/mocks/control'
import { TEST_DAY } from '@/mocks/db/clock'
import { seedEmails } from '@/mocks/db/emails'
import { callEndpoint, expectSuccess, postJson, setupMockBackend } from '@/mocks/testing'
import { listIds, openMail } from './emailTesting'

setupMockBackend()

// What is written is stamped by the mock's clock: the fixed test day, at the real time of day. The real
// clock is held in the afternoon, after every mail the seed puts on that day, so new mail comes first.
const REAL_NOW = '2031-10-20T15:04:05.000Z'
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(REAL_NOW))
})
afterEach(() => vi.useRealTimers())

const seed = seedEmails()
const admin = { name: 'John Doe', email: 'admin@demo.com', avatar: '/images/avatars/1.svg' }
const rena = { name: 'Rena Brant', email: 'rena.brant@acme.co' }
const note = { fileName: 'note.txt', thumbnail: '/images/icons/file-icons/txt.png', url: 'data:text/plain;base64,aGk=', size: 2 }
const composed = { to: [rena], subject: 'Lunch', message: '<p>Lunch at noon?</p>' }

// Untyped bodies, so the tests can also send what the contract refuses.
const sendMail = (body: object) => callEndpoint(sendEmail, { body: body as never })
const reply = (body: object) => callEndpoint(replyToEmail, { body: body as never })
const forward = (body: object) => callEndpoint(forwardEmail, { body: body as never })
const draftCount = async () => (await expectSuccess(emailsData)).emailsMeta.draft

describe('POST /apps/email/send', () => {
  it('sends from the signed-in user: 201, read, dated now on the mock\'s day, on top of sent', async () => {
    const sent = await expectSuccess(sendEmail, {
      body: { ...composed, cc: [{ name: 'Marcus', email: 'marcus.lindqvist@post.io' }], attachments: [note] },
    })
    expect(sent).toMatchObject({
      from: admin,
      to: [rena],
      bcc: [],
      folder: 'sent',
      isRead: true,
      isStarred: false,
      labels: [],
      replies: [],
    })
    expect(sent.attachments).toEqual([note])
    expect(sent.time).toBe(`${TEST_DAY}T15:04:05.000Z`)
    expect(sent.id).toBe(seed.length + 1)
    expect((await listIds({ folder: 'sent' }))[0]).toBe(sent.id)
    expect(await listIds()).not.toContain(sent.id)
  })

  it('dates the mail on the day the mock is fixed to, whatever the real day', async () => {
    await mockControl.clock('2026-02-14')
    const sent = await expectSuccess(sendEmail, { body: composed })
    expect(sent.time).toBe('2026-02-14T15:04:05.000Z')
    expect((await listIds({ folder: 'sent' }))[0]).toBe(sent.id)
  })

  it('sends as whoever is signed in', async () => {
    // A new account (the client role may not write mail): it sends under its own name.
    const account = await expectSuccess(register, { body: { email: 'ada@demo.com', password: 'ada', username: 'ada' } }, { as: null })
    if (!('accessToken' in account)) throw new Error('registration failed')
    const response = await postJson(sendEmail.path, composed, { Authorization: `Bearer ${account.accessToken}` })
    expect(response.status).toBe(201)
    expect((await response.json()).from).toMatchObject({ name: 'ada', email: 'ada@demo.com' })
  })

  it('sends a draft: the draft is gone', async () => {
    const sent = await expectSuccess(sendEmail, { body: { ...composed, draftId: 22 } })
    expect(await listIds({ folder: 'draft' })).not.toContain(22)
    expect(await draftCount()).toBe(2)
    expect((await listIds({ folder: 'sent' }))[0]).toBe(sent.id)
  })

  it('answers 404 for a draftId that is not a draft, and sends nothing', async () => {
    const sentBefore = await listIds({ folder: 'sent' })
    expect(await sendMail({ ...composed, draftId: 1 })).toEqual({ status: 404, body: { error: 'No draft with id 1' } })
    expect(await listIds({ folder: 'sent' })).toEqual(sentBefore)
  })

  it.each([
    ['no recipient', { ...composed, to: [] }, 'to'],
    ['a bad address', { ...composed, to: [{ name: 'X', email: 'not-an-address' }] }, 'to.0.email'],
    ['a bad cc', { ...composed, cc: [{ name: 'X', email: 'x@' }] }, 'cc.0.email'],
    [
      'an attachment over 5 MB',
      { ...composed, attachments: [{ ...note, size: MAX_ATTACHMENT_BYTES + 1 }] },
      'attachments.0.size',
    ],
    [
      'a data URL over 5 MB',
      { ...composed, attachments: [{ ...note, url: `data:text/plain;base64,${'A'.repeat(7_100_000)}` }] },
      'attachments.0.url',
    ],
    ['a javascript: URL', { ...composed, attachments: [{ ...note, url: 'javascript:alert(1)' }] }, 'attachments.0.url'],
  ])('answers 400 for %s', async (_case, body, field) => {
    expect(await sendMail(body)).toEqual({ status: 400, body: { error: { [field]: expect.any(Array) } } })
  })
})

describe('drafts', () => {
  it('creates a draft (201), then updates it (200), and it stays one draft', async () => {
    const draft = await expectSuccess(createDraft, { body: { subject: 'Half an idea' } })
    expect(draft).toMatchObject({ folder: 'draft', from: admin, to: [], subject: 'Half an idea', message: '', isRead: true })
    expect(await draftCount()).toBe(4)

    const updated = await expectSuccess(updateDraft, { params: { id: draft.id }, body: { ...composed, attachments: [note] } })
    expect(updated).toMatchObject({ id: draft.id, folder: 'draft', to: [rena], subject: 'Lunch', attachments: [note] })
    expect((await listIds({ folder: 'draft' }))[0]).toBe(draft.id)
    expect(await draftCount()).toBe(4)
  })

  it('answers 404 when updating a mail that is not a draft', async () => {
    expect(await callEndpoint(updateDraft, { params: { id: 1 }, body: composed })).toEqual({
      status: 404,
      body: { error: 'No draft with id 1' },
    })
    expect((await openMail(1)).subject).toBe('Q3 roadmap review')
  })
})

describe('POST /apps/email/reply', () => {
  it("appends the user's reply to the end of the thread, to the sender", async () => {
    const thread = await expectSuccess(replyToEmail, { body: { emailId: 1, message: '<p>Agreed.</p>', attachments: [note] } })
    expect(thread.id).toBe(1)
    expect(thread.replies).toHaveLength(3)
    expect(thread.replies.at(-1)).toMatchObject({
      id: 3,
      from: admin,
      to: [rena],
      subject: 'Re: Q3 roadmap review',
      message: '<p>Agreed.</p>',
      attachments: [note],
    })
    expect((await openMail(1)).replies).toHaveLength(3)
    // The thread keeps its place in the list.
    expect((await openMail(1)).time).toBe(seed[0]!.time)
  })

  it('replies to the recipients of a mail the user sent, and starts a thread', async () => {
    const thread = await expectSuccess(replyToEmail, { body: { emailId: 17, message: 'Any news?' } })
    expect(thread.replies).toEqual([
      expect.objectContaining({ id: 1, to: [{ name: 'Marcus Lindqvist', email: 'marcus.lindqvist@post.io' }] }),
    ])
  })

  it('answers 404 for an unknown mail, 400 for an empty message', async () => {
    expect((await reply({ emailId: 999, message: 'Hi' })).status).toBe(404)
    expect((await reply({ emailId: 1, message: '' })).status).toBe(400)
  })
})

describe('POST /apps/email/forward', () => {
  it('sends a new mail with the original quoted and its attachments, in sent', async () => {
    const forwarded = await expectSuccess(forwardEmail, {
      body: { emailId: 1, to: [{ name: 'Léa', email: 'lea.dubois@webmail.org' }], message: '<p>FYI</p>' },
    })
    expect(forwarded).toMatchObject({ subject: 'Fwd: Q3 roadmap review', folder: 'sent', from: admin, replies: [] })
    expect(forwarded.message).toMatch(
      /^<p>FYI<\/p><p>---------- Forwarded message ----------<br>From: Rena Brant &lt;rena.brant@acme.co&gt;/,
    )
    expect(forwarded.message).toContain(seed[0]!.message)
    expect(forwarded.attachments).toEqual(seed[0]!.attachments)
    expect((await listIds({ folder: 'sent' }))[0]).toBe(forwarded.id)
    expect((await openMail(1)).replies).toHaveLength(2)
  })

  it('answers 400 without a recipient, 404 for an unknown mail', async () => {
    expect((await forward({ emailId: 1, to: [] })).status).toBe(400)
    expect((await forward({ emailId: 999, to: [rena] })).status).toBe(404)
  })
})

it.each<Endpoint>([sendEmail, createDraft, updateDraft, replyToEmail, forwardEmail, updateEmailsLabel])(
  '$id answers 401 without a token',
  async (endpoint) => {
    expect((await callEndpoint(endpoint, { params: { id: 22 }, body: {} } as never, { as: null })).status).toBe(401)
  },
)
