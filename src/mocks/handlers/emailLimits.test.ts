// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  MAX_MESSAGE_BYTES,
  MAX_RECIPIENT_NAME_LENGTH,
  MAX_RECIPIENTS,
  createDraft,
  forwardEmail,
  replyToEmail,
  sendEmail,
  updateDraft,
  type Endpoint,
} from '@/api/contract'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'
import { listIds, openMail } from './emailTesting'

/**
 * The limits of what a client may write (contract: email.ts). Each is a 400 naming the field, and
 * nothing is stored: every case compares the folders and the thread before and after.
 */
setupMockBackend()

const rena = { name: 'Rena Brant', email: 'rena.brant@acme.co' }
const composed = { to: [rena], subject: 'Limits', message: '<p>Hi</p>' }
const file = (size: number, url = 'data:text/plain;base64,aGk=') => ({
  fileName: 'f.txt',
  thumbnail: '/images/icons/file-icons/txt.png',
  url,
  size,
})
const files = (count: number, size = 2) => Array.from({ length: count }, () => file(size))

/** Everything a refused write could have changed: the sent and draft folders, draft 22 and thread 1. */
async function snapshot() {
  return {
    sent: await listIds({ folder: 'sent' }),
    drafts: await listIds({ folder: 'draft' }),
    draft22: await openMail(22, { folder: 'draft' }),
    thread1: (await openMail(1)).replies,
  }
}

/** Calls `endpoint` with a body the contract refuses; expects a 400 naming `field` (with `message` when given) and no change. */
async function expectRefused(endpoint: Endpoint, input: object, field: string, message?: string) {
  const before = await snapshot()
  const { status, body } = await callEndpoint(endpoint, input as never)
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(400)
  const errors = (body as { error: Record<string, string[]> }).error
  expect(Object.keys(errors)).toContain(field)
  if (message) expect(errors[field]).toEqual([message])
  expect(await snapshot()).toEqual(before)
}

const ascii = (bytes: number) => 'a'.repeat(bytes)
const send = (body: object) => ({ body: { ...composed, ...body } })

describe(`a message over ${MAX_MESSAGE_BYTES} bytes of UTF-8 (1 MB)`, () => {
  const tooLong = ascii(MAX_MESSAGE_BYTES + 1)

  it('is taken at exactly the limit', async () => {
    const sent = await expectSuccess(sendEmail, send({ message: ascii(MAX_MESSAGE_BYTES) }))
    expect(sent.message).toHaveLength(MAX_MESSAGE_BYTES)
  })

  it.each<[string, Endpoint, object]>([
    ['send', sendEmail, send({ message: tooLong })],
    ['a new draft', createDraft, send({ message: tooLong })],
    ['a draft update', updateDraft, { params: { id: 22 }, ...send({ message: tooLong }) }],
    ['a reply', replyToEmail, { body: { emailId: 1, message: tooLong } }],
    ['a forward', forwardEmail, { body: { emailId: 1, to: [rena], message: tooLong } }],
  ])('is refused on %s', async (_, endpoint, input) => {
    await expectRefused(endpoint, input, 'message', 'The message is larger than 1 MB')
  })

  it('counts bytes, not characters: 600,000 "é" are 1.2 MB', async () => {
    await expectRefused(sendEmail, send({ message: 'é'.repeat(600_000) }), 'message', 'The message is larger than 1 MB')
  })

  it('includes the quoted original of a forward', async () => {
    // The note alone is within the limit; with the quoted original it is not.
    const note = ascii(MAX_MESSAGE_BYTES - 50)
    await expectRefused(
      forwardEmail,
      { body: { emailId: 1, to: [rena], message: note } },
      'message',
      'The message is larger than 1 MB (the forwarded mail included)',
    )
  })

  it('stops a forward chain once it would pass the limit', async () => {
    const note = ascii(400_000)
    let id = 1
    for (let step = 0; step < 2; step++) {
      id = (await expectSuccess(forwardEmail, { body: { emailId: id, to: [rena], message: note } })).id
    }
    // Two notes and the quotes are 0.8 MB; a third note would make 1.2 MB.
    await expectRefused(forwardEmail, { body: { emailId: id, to: [rena], message: note } }, 'message')
  })
})

describe(`attachments: at most ${MAX_ATTACHMENTS}, each ${MAX_ATTACHMENT_BYTES} bytes (5 MB), together 20 MB`, () => {
  it('takes the most files at their largest stated size within the total', async () => {
    const sent = await expectSuccess(sendEmail, send({ attachments: files(4, MAX_ATTACHMENT_BYTES) }))
    expect(sent.attachments).toHaveLength(4)
    expect((await expectSuccess(createDraft, send({ attachments: files(MAX_ATTACHMENTS) }))).attachments).toHaveLength(
      MAX_ATTACHMENTS,
    )
  })

  it.each<[string, Endpoint, (attachments: object[]) => object]>([
    ['send', sendEmail, (attachments) => send({ attachments })],
    ['a new draft', createDraft, (attachments) => send({ attachments })],
    ['a draft update', updateDraft, (attachments) => ({ params: { id: 22 }, ...send({ attachments }) })],
    ['a reply', replyToEmail, (attachments) => ({ body: { emailId: 1, message: 'Hi', attachments } })],
    ['a forward', forwardEmail, (attachments) => ({ body: { emailId: 1, to: [rena], attachments } })],
  ])('refuses one file too many, and a total over 20 MB, on %s', async (_, endpoint, input) => {
    await expectRefused(endpoint, input(files(MAX_ATTACHMENTS + 1)), 'attachments', 'Attach at most 10 files')
    await expectRefused(
      endpoint,
      input(files(5, MAX_ATTACHMENT_BYTES)),
      'attachments',
      'The attachments add up to more than 20 MB',
    )
  })

  it('measures the data: URLs too, so an understated size does not get a 70 MB draft in', async () => {
    const large = `data:text/plain;base64,${'A'.repeat(Math.floor((MAX_ATTACHMENT_BYTES / 3) * 4) - 64)}`
    const understated = Array.from({ length: 5 }, () => file(1, large))
    await expectRefused(createDraft, send({ attachments: understated }), 'attachments', 'The attachments add up to more than 20 MB')
  })

  it("counts a forward's original attachments with the new ones", async () => {
    const original = await expectSuccess(sendEmail, send({ attachments: files(MAX_ATTACHMENTS) }))
    await expectRefused(
      forwardEmail,
      { body: { emailId: original.id, to: [rena], attachments: files(1) } },
      'attachments',
      'Attach at most 10 files (the forwarded mail included)',
    )
    const heavy = await expectSuccess(sendEmail, send({ attachments: files(4, MAX_ATTACHMENT_BYTES) }))
    await expectRefused(
      forwardEmail,
      { body: { emailId: heavy.id, to: [rena], attachments: [file(MAX_ATTACHMENTS_TOTAL_BYTES - 4 * MAX_ATTACHMENT_BYTES + 1)] } },
      'attachments',
      'The attachments add up to more than 20 MB (the forwarded mail included)',
    )
  })

  it('still refuses one file over 5 MB, naming it', async () => {
    await expectRefused(sendEmail, send({ attachments: [file(MAX_ATTACHMENT_BYTES + 1)] }), 'attachments.0.size', 'The attachment is larger than 5 MB')
  })
})

describe('recipients and subject', () => {
  it.each<[string, object, string]>([
    [`a name over ${MAX_RECIPIENT_NAME_LENGTH} characters`, { to: [{ ...rena, name: 'x'.repeat(MAX_RECIPIENT_NAME_LENGTH + 1) }] }, 'to.0.name'],
    ['an address over 254 characters', { cc: [{ name: 'X', email: `${'a'.repeat(250)}@acme.co` }] }, 'cc.0.email'],
    [`over ${MAX_RECIPIENTS} recipients`, { bcc: Array.from({ length: MAX_RECIPIENTS + 1 }, () => rena) }, 'bcc'],
    ['a subject over 998 characters', { subject: 's'.repeat(999) }, 'subject'],
  ])('refuses %s', async (_, body, field) => {
    await expectRefused(sendEmail, send(body), field)
    await expectRefused(createDraft, send(body), field)
  })
})
