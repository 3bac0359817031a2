// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MAX_ATTACHMENT_BYTES, type Email, type FieldErrors } from '@/api/contract'
import { seedEmails } from '@/mocks/db/emails'
import { call, postJson, setupMockBackend } from '@/mocks/testing'
import { getEmail, json, list, listIds, send } from './emailTesting'

setupMockBackend()

const seed = seedEmails()
const admin = { name: 'John Doe', email: 'admin@demo.com', avatar: '/images/avatars/1.png' }
const rena = { name: 'Rena Brant', email: 'rena.brant@acme.co' }
const note = { fileName: 'note.txt', thumbnail: '/images/icons/file-icons/txt.png', url: 'data:text/plain;base64,aGk=', size: 2 }
const composed = { to: [rena], subject: 'Lunch', message: '<p>Lunch at noon?</p>' }

const sendMail = (body: unknown) => send('/apps/email/send', body)
const createDraft = (body: unknown) => send('/apps/email/drafts', body)

describe('POST /apps/email/send', () => {
  it('sends from the signed-in user: 201, read, now, on top of sent', async () => {
    const before = Date.now()
    const sent = await json<Email>(
      await sendMail({ ...composed, cc: [{ name: 'Marcus', email: 'marcus.lindqvist@post.io' }], attachments: [note] }),
      201,
    )
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
    expect(Date.parse(sent.time)).toBeGreaterThanOrEqual(before - 1000)
    expect(sent.id).toBe(seed.length + 1)
    expect((await listIds({ folder: 'sent' }))[0]).toBe(sent.id)
    expect(await listIds()).not.toContain(sent.id)
  })

  it('sends as whoever is signed in', async () => {
    const login = await postJson('/jwt/login', { email: 'client@demo.com', password: 'client' })
    const { accessToken } = (await login.json()) as { accessToken: string }
    const response = await call('/apps/email/send', {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(composed),
    })
    expect((await json<Email>(response, 201)).from.email).toBe('client@demo.com')
  })

  it('sends a draft: the draft is gone', async () => {
    const sent = await json<Email>(await sendMail({ ...composed, draftId: 22 }), 201)
    expect(await listIds({ folder: 'draft' })).not.toContain(22)
    expect((await list()).emailsMeta.draft).toBe(2)
    expect((await listIds({ folder: 'sent' }))[0]).toBe(sent.id)
  })

  it('answers 404 for a draftId that is not a draft, and sends nothing', async () => {
    const sentBefore = await listIds({ folder: 'sent' })
    expect(await json(await sendMail({ ...composed, draftId: 1 }), 404)).toEqual({ error: 'No draft with id 1' })
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
    const { error } = await json<FieldErrors>(await sendMail(body), 400)
    expect(Object.keys(error)).toEqual([field])
  })
})

describe('drafts', () => {
  it('creates a draft (201), then updates it (200), and it stays one draft', async () => {
    const draft = await json<Email>(await createDraft({ subject: 'Half an idea' }), 201)
    expect(draft).toMatchObject({ folder: 'draft', from: admin, to: [], subject: 'Half an idea', message: '', isRead: true })
    expect((await list()).emailsMeta.draft).toBe(4)

    const updated = await json<Email>(await send(`/apps/email/drafts/${draft.id}`, { ...composed, attachments: [note] }, 'PUT'))
    expect(updated).toMatchObject({ id: draft.id, folder: 'draft', to: [rena], subject: 'Lunch', attachments: [note] })
    expect((await listIds({ folder: 'draft' }))[0]).toBe(draft.id)
    expect((await list()).emailsMeta.draft).toBe(4)
  })

  it('answers 404 when updating a mail that is not a draft', async () => {
    expect(await json(await send('/apps/email/drafts/1', composed, 'PUT'), 404)).toEqual({ error: 'No draft with id 1' })
    expect((await getEmail(1)).subject).toBe('Q3 roadmap review')
  })
})

describe('POST /apps/email/reply', () => {
  it("appends the user's reply to the end of the thread, to the sender", async () => {
    const thread = await json<Email>(
      await send('/apps/email/reply', { emailId: 1, message: '<p>Agreed.</p>', attachments: [note] }),
    )
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
    expect((await getEmail(1)).replies).toHaveLength(3)
    // The thread keeps its place in the list.
    expect((await getEmail(1)).time).toBe(seed[0]!.time)
  })

  it('replies to the recipients of a mail the user sent, and starts a thread', async () => {
    const thread = await json<Email>(await send('/apps/email/reply', { emailId: 17, message: 'Any news?' }))
    expect(thread.replies).toEqual([
      expect.objectContaining({ id: 1, to: [{ name: 'Marcus Lindqvist', email: 'marcus.lindqvist@post.io' }] }),
    ])
  })

  it('answers 404 for an unknown mail, 400 for an empty message', async () => {
    expect((await send('/apps/email/reply', { emailId: 999, message: 'Hi' })).status).toBe(404)
    expect((await send('/apps/email/reply', { emailId: 1, message: '' })).status).toBe(400)
  })
})

describe('POST /apps/email/forward', () => {
  it('sends a new mail with the original quoted and its attachments, in sent', async () => {
    const forwarded = await json<Email>(
      await send('/apps/email/forward', {
        emailId: 1,
        to: [{ name: 'Léa', email: 'lea.dubois@webmail.org' }],
        message: '<p>FYI</p>',
      }),
      201,
    )
    expect(forwarded).toMatchObject({ subject: 'Fwd: Q3 roadmap review', folder: 'sent', from: admin, replies: [] })
    expect(forwarded.message).toMatch(
      /^<p>FYI<\/p><p>---------- Forwarded message ----------<br>From: Rena Brant &lt;rena.brant@acme.co&gt;/,
    )
    expect(forwarded.message).toContain(seed[0]!.message)
    expect(forwarded.attachments).toEqual(seed[0]!.attachments)
    expect((await listIds({ folder: 'sent' }))[0]).toBe(forwarded.id)
    expect((await getEmail(1)).replies).toHaveLength(2)
  })

  it('answers 400 without a recipient, 404 for an unknown mail', async () => {
    expect((await send('/apps/email/forward', { emailId: 1, to: [] })).status).toBe(400)
    expect((await send('/apps/email/forward', { emailId: 999, to: [rena] })).status).toBe(404)
  })
})

it.each([
  ['POST', '/apps/email/send'],
  ['POST', '/apps/email/drafts'],
  ['PUT', '/apps/email/drafts/22'],
  ['POST', '/apps/email/reply'],
  ['POST', '/apps/email/forward'],
  ['POST', '/apps/email/update-emails-label'],
])('%s %s answers 401 without a token', async (method, path) => {
  expect((await call(path, { method, body: '{}' })).status).toBe(401)
})
