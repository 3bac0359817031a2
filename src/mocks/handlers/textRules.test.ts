// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  ClientInput,
  ComposedEmail,
  GeneralInput,
  InfoInput,
  InvoiceChanges,
  NewAccount,
  NewUser,
  SocialLinksInput,
  TEXT_MESSAGES,
  accountSettingsData,
  addUser,
  changePassword,
  createDraft,
  emailsData,
  forwardEmail,
  getUser,
  login,
  refreshToken,
  register,
  replyToEmail,
  saveGeneralSettings,
  saveInfoSettings,
  saveSocialLinks,
  sendEmail,
  sendInvoice,
  updateUser,
  usersAllData,
  usersData,
  type Email,
  type Endpoint,
} from '@/api/contract'
import { seedAccounts } from '@/mocks/db/accounts'
import { seedAccountSettings } from '@/mocks/db/accountSettings'
import { seedEmails } from '@/mocks/db/emails'
import { seedInvoiceClients, seedInvoices } from '@/mocks/db/invoices'
import { seedUsers } from '@/mocks/db/users'
import { callEndpoint, demoAccount, expectSuccess, setupMockBackend } from '@/mocks/testing'
import { listIds } from './emailTesting'

/**
 * The contract's text rules (./text in the contract) at the mock's edge: a control character, an
 * unpaired surrogate, a bidirectional mark in a name, an over-long password, a URL a screen must
 * never link to. Each is a 400 naming the field, and nothing is stored. Uniqueness compares names
 * as the rules normalise them.
 */
setupMockBackend()

const NUL = '\u0000'
const RLO = '\u202E'
const LONE_SURROGATE = '\uD800'

const admin = demoAccount('admin')
const rena = { name: 'Rena Brant', email: 'rena.brant@acme.co' }
const composed = { to: [rena], subject: 'Lunch', message: '<p>Lunch at noon?</p>' }
const note = { fileName: 'note.txt', thumbnail: '/images/icons/file-icons/txt.png', url: 'data:text/plain;base64,aGk=', size: 2 }
const newUser: NewUser = { fullName: 'Ada Lovelace', username: 'ada', email: 'ada@example.com' }
const general: GeneralInput = { avatar: admin.avatar, username: admin.username, fullName: admin.fullName, email: admin.email, company: 'Vantage Labs' }
const account = { email: 'new@demo.com', password: 'secret12', username: 'newbie' }

/** A call's 400 field errors, by field (the test fails on any other answer). */
async function refused<E extends Endpoint>(endpoint: E, input: object, as: 'admin' | null = 'admin') {
  const { status, body } = await callEndpoint(endpoint, input as never, { as })
  expect(status, JSON.stringify(body)).toBe(400)
  return (body as unknown as { error: Record<string, string[]> }).error
}

const canLogIn = async (email: string, password: string) =>
  (await callEndpoint(login, { body: { email, password } }, { as: null })).status === 200
const userCount = async () => (await expectSuccess(usersAllData)).length
const mailIds = async () => ({ sent: await listIds({ folder: 'sent' }), drafts: await listIds({ folder: 'draft' }) })

describe('control characters', () => {
  it('a NUL in a subject: 400 naming subject, no mail sent or saved', async () => {
    const before = await mailIds()
    const subject = `Lunch${NUL}`
    expect(await refused(sendEmail, { body: { ...composed, subject } })).toEqual({ subject: [TEXT_MESSAGES.controlCharacters] })
    expect(await refused(createDraft, { body: { ...composed, subject } })).toEqual({ subject: [TEXT_MESSAGES.controlCharacters] })
    expect(await mailIds()).toEqual(before)
  })

  it("a message's HTML keeps tabs and line breaks, and refuses other control characters", async () => {
    const sent = await expectSuccess(sendEmail, { body: { ...composed, message: '<p>One\r\n\ttwo</p>' } })
    expect(sent.message).toBe('<p>One\r\n\ttwo</p>')
    const before = await mailIds()
    expect(await refused(sendEmail, { body: { ...composed, message: '<p>\u0007</p>' } })).toEqual({ message: [TEXT_MESSAGES.controlCharacters] })
    expect(await mailIds()).toEqual(before)
  })

  it('a NUL in a username: 400 naming username, no user added', async () => {
    const before = await userCount()
    expect(await refused(addUser, { body: { ...newUser, username: `ada${NUL}` } })).toEqual({ username: [TEXT_MESSAGES.controlCharacters] })
    expect(await userCount()).toBe(before)
  })

  it('a NUL in a refresh token or a sign-in email: 400 naming it', async () => {
    expect(Object.keys(await refused(refreshToken, { body: { refreshToken: `token${NUL}` } }, null))).toEqual(['refreshToken'])
    expect(Object.keys(await refused(login, { body: { email: `admin@demo.com${NUL}`, password: 'admin' } }, null))).toEqual(['email'])
  })
})

describe('ill-formed Unicode', () => {
  it('a lone surrogate in a name: 400 naming fullName, no user added', async () => {
    const before = await userCount()
    expect(await refused(addUser, { body: { ...newUser, fullName: `Ada ${LONE_SURROGATE}` } })).toEqual({ fullName: [TEXT_MESSAGES.illFormed] })
    expect(await userCount()).toBe(before)
  })

  it("a lone surrogate in a recipient's name: 400 naming to.0.name, no mail sent", async () => {
    const before = await mailIds()
    expect(await refused(sendEmail, { body: { ...composed, to: [{ ...rena, name: `\uDC00${rena.name}` }] } })).toEqual({
      'to.0.name': [TEXT_MESSAGES.illFormed],
    })
    expect(await mailIds()).toEqual(before)
  })

  it('a surrogate pair (an emoji) is well formed and kept', async () => {
    const { user } = await expectSuccess(addUser, { body: { ...newUser, fullName: 'Ada 😀' } })
    expect(user.fullName).toBe('Ada 😀')
  })
})

describe('bidirectional marks in names', () => {
  it('an RLO mark in a username: 400 naming username at registration, no account made', async () => {
    const body = { ...account, username: `admin${RLO}gnp.exe` }
    expect(await refused(register, { body }, null)).toEqual({ username: [TEXT_MESSAGES.bidiMarks] })
    expect(await canLogIn(body.email, body.password)).toBe(false)
  })

  it('an RLO mark in a username: 400 on add-user and update-user, nothing changed', async () => {
    const before = await userCount()
    expect(await refused(addUser, { body: { ...newUser, username: `ada${RLO}` } })).toEqual({ username: [TEXT_MESSAGES.bidiMarks] })
    expect(await userCount()).toBe(before)
    const { user } = await expectSuccess(addUser, { body: newUser })
    expect(await refused(updateUser, { body: { id: user.id, username: `\u2066ada\u2069` } })).toEqual({ username: [TEXT_MESSAGES.bidiMarks] })
    expect((await expectSuccess(getUser, { query: { id: user.id } })).user.username).toBe('ada')
  })

  it('an RLO mark in the account\'s own name: 400 naming it, the account unchanged', async () => {
    expect(await refused(saveGeneralSettings, { body: { ...general, fullName: `John ${RLO}Doe` } })).toEqual({ fullName: [TEXT_MESSAGES.bidiMarks] })
    expect((await expectSuccess(accountSettingsData)).general).toEqual(general)
  })

  it('an RLO mark in a file name: 400 naming attachments.0.fileName, no mail sent', async () => {
    const before = await mailIds()
    const attachments = [{ ...note, fileName: `invoice${RLO}fdp.exe` }]
    expect(await refused(sendEmail, { body: { ...composed, attachments } })).toEqual({ 'attachments.0.fileName': [TEXT_MESSAGES.bidiMarks] })
    expect(await mailIds()).toEqual(before)
  })
})

describe('lengths', () => {
  const huge = 'p'.repeat(100_000)

  it('a 100,000-character password: 400 naming password at registration and sign-in, no account made', async () => {
    expect(Object.keys(await refused(register, { body: { ...account, password: huge } }, null))).toEqual(['password'])
    expect(Object.keys(await refused(login, { body: { email: admin.email, password: huge } }, null))).toEqual(['password'])
    expect(await canLogIn(account.email, huge.slice(0, 10))).toBe(false)
  })

  it('a 100,000-character new password: 400 naming newPassword, the old one still signs in', async () => {
    const body = { currentPassword: admin.password, newPassword: huge, confirmPassword: huge }
    expect(Object.keys(await refused(changePassword, { body }))).toEqual(expect.arrayContaining(['newPassword']))
    expect(await canLogIn(admin.email, admin.password)).toBe(true)
  })

  it('a file name over 255 characters, a long search, a long number: 400 naming each', async () => {
    const before = await mailIds()
    expect(Object.keys(await refused(sendEmail, { body: { ...composed, attachments: [{ ...note, fileName: `${'a'.repeat(256)}.txt` }] } }))).toEqual([
      'attachments.0.fileName',
    ])
    expect(await mailIds()).toEqual(before)
    expect(Object.keys(await refused(usersData, { query: { q: 'q'.repeat(257) } }))).toEqual(['q'])
    expect(Object.keys(await refused(emailsData, { query: { q: 'q'.repeat(257) } }))).toEqual(['q'])
    expect(Object.keys(await refused(getUser, { query: { id: `${'0'.repeat(30)}1` } }))).toEqual(['id'])
  })
})

describe('URLs', () => {
  it.each([
    ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
    ['data:text/html in base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['data:image/svg+xml', 'data:image/svg+xml;base64,PHN2Zz4='],
    ['javascript:', 'javascript:alert(1)'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['another site by //', '//evil.example/file.pdf'],
  ])('an attachment url of %s: 400 naming attachments.0.url, no mail sent, saved or replied', async (_, url) => {
    const before = await mailIds()
    const attachments = [{ ...note, url }]
    expect(Object.keys(await refused(sendEmail, { body: { ...composed, attachments } }))).toEqual(['attachments.0.url'])
    expect(Object.keys(await refused(createDraft, { body: { ...composed, attachments } }))).toEqual(['attachments.0.url'])
    expect(Object.keys(await refused(replyToEmail, { body: { emailId: 1, message: '<p>Yes</p>', attachments } }))).toEqual(['attachments.0.url'])
    expect(await mailIds()).toEqual(before)
  })

  it('an attachment thumbnail may be remote (http: too) or a small picture, never SVG', async () => {
    const remote = { ...note, thumbnail: 'http://127.0.0.1:9/thumb.png' }
    expect((await expectSuccess(sendEmail, { body: { ...composed, attachments: [remote] } })).attachments).toEqual([remote])
    const svg = { ...note, thumbnail: 'data:image/svg+xml;base64,PHN2Zz4=' }
    expect(Object.keys(await refused(sendEmail, { body: { ...composed, attachments: [svg] } }))).toEqual(['attachments.0.thumbnail'])
  })

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
    ['http:', 'http://example.com'],
    ['another site by //', '//evil.example'],
  ])('a website of %s: 400 naming website, the settings unchanged', async (_, website) => {
    const before = (await expectSuccess(accountSettingsData)).info
    const info = { bio: 'Hello', dob: '', country: 'Germany', website, phone: '' }
    expect(Object.keys(await refused(saveInfoSettings, { body: info }))).toEqual(['website'])
    expect((await expectSuccess(accountSettingsData)).info).toEqual(before)
  })

  it('a social link of javascript: is a 400 naming the network; https: and a path on this site are kept', async () => {
    const links = { twitter: 'https://twitter.com/ada', facebook: '', google: '', linkedIn: '', instagram: '', quora: '/pages/profile' }
    const before = (await expectSuccess(accountSettingsData)).social.socialLinks
    expect(Object.keys(await refused(saveSocialLinks, { body: { ...links, facebook: 'javascript:alert(1)' } }))).toEqual(['facebook'])
    expect((await expectSuccess(accountSettingsData)).social.socialLinks).toEqual(before)
    expect((await expectSuccess(saveSocialLinks, { body: links })).social.socialLinks).toEqual(links)
  })

  it("an avatar of http: is refused (https:, a path or a picture's data: URL only)", async () => {
    expect(Object.keys(await refused(saveGeneralSettings, { body: { ...general, avatar: 'http://example.com/me.png' } }))).toEqual(['avatar'])
    expect((await expectSuccess(accountSettingsData)).general).toEqual(general)
  })

  it("an invoice's mail carries its document as a download, which forwards like any file", async () => {
    const draft = seedInvoices().find((invoice) => invoice.invoiceStatus === 'Draft')!
    const { emailId } = await expectSuccess(sendInvoice, { body: { id: draft.id, to: 'client@example.com', subject: 'Invoice' } })
    const forwarded = await expectSuccess(forwardEmail, { body: { emailId, to: [rena], message: '<p>FYI</p>' } })
    expect(forwarded.attachments).toEqual([expect.objectContaining({ fileName: `Invoice-${draft.id}.html`, url: expect.stringMatching(/^data:application\/octet-stream;base64,/) })])
  })
})

describe('uniqueness compares names trimmed, in NFC and without regard to case', () => {
  const composedJose = 'Jos\u00E9'
  const decomposedJose = 'Jose\u0301'

  it('stores names in NFC', async () => {
    const { user } = await expectSuccess(addUser, { body: { ...newUser, username: decomposedJose, fullName: `Ada ${decomposedJose}` } })
    expect(user).toMatchObject({ username: composedJose, fullName: `Ada ${composedJose}` })
  })

  it('add-user and update-user: a username taken in another normal form or case is a 400', async () => {
    await expectSuccess(addUser, { body: { ...newUser, username: composedJose } })
    const before = await userCount()
    expect(await refused(addUser, { body: { ...newUser, email: 'other@example.com', username: ` ${decomposedJose.toUpperCase()} ` } })).toEqual({
      username: ['This username is already in use.'],
    })
    expect(await userCount()).toBe(before)
    const { user } = await expectSuccess(addUser, { body: { ...newUser, email: 'third@example.com', username: 'third' } })
    expect(await refused(updateUser, { body: { id: user.id, username: decomposedJose } })).toEqual({ username: ['This username is already in use.'] })
  })

  it("registration: a username taken in another normal form is the SPEC's conflict, and no second account", async () => {
    await expectSuccess(register, { body: { ...account, username: composedJose } }, { as: null })
    const other = { email: 'other@demo.com', password: 'secret12', username: decomposedJose.toUpperCase() }
    expect(await callEndpoint(register, { body: other }, { as: null })).toEqual({
      status: 200,
      body: { error: { email: null, username: 'This username is already in use.' } },
    })
    expect(await canLogIn(other.email, other.password)).toBe(false)
  })

  it('account settings: another account\'s username in another normal form or case is a 400', async () => {
    await expectSuccess(register, { body: { ...account, username: composedJose } }, { as: null })
    expect(await refused(saveGeneralSettings, { body: { ...general, username: decomposedJose.toUpperCase() } })).toEqual({
      username: ['This username is already in use.'],
    })
    expect((await expectSuccess(accountSettingsData)).general).toEqual(general)
  })

  it('two usernames that differ only by a bidirectional mark, a NUL or surrounding spaces cannot both exist', async () => {
    // The seed has johndoe. A look-alike is refused at the edge, or found taken once normalised.
    expect(Object.keys(await refused(register, { body: { ...account, username: `johndoe${RLO}` } }, null))).toEqual(['username'])
    expect(Object.keys(await refused(register, { body: { ...account, username: `\u2066johndoe\u2069` } }, null))).toEqual(['username'])
    expect(Object.keys(await refused(register, { body: { ...account, username: `johndoe${NUL}` } }, null))).toEqual(['username'])
    expect(await callEndpoint(register, { body: { ...account, username: '\u00A0johndoe\u3000' } }, { as: null })).toEqual({
      status: 200,
      body: { error: { email: null, username: 'This username is already in use.' } },
    })
    expect(await canLogIn(account.email, account.password)).toBe(false)
  })
})

describe('the seed', () => {
  // The screens send seeded values back (an edited user, invoice or draft, a saved settings tab, a
  // forward quoting a seeded mail): every one must pass the rules it comes back under.
  const problems = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []
  const thread = (mail: Email): Email[] => [mail, ...mail.replies.flatMap(thread)]

  it('passes the text rules of every input it is sent back in', () => {
    const refused = [
      ...seedUsers().flatMap((user) => problems(NewUser, user)),
      ...seedAccounts().flatMap((user) => [...problems(NewAccount, user), ...problems(GeneralInput, { ...user, company: '' })]),
      ...seedAccountSettings().flatMap((row) => [...problems(InfoInput, row.info), ...problems(SocialLinksInput, row.social.socialLinks)]),
      ...seedInvoiceClients().flatMap((client) => problems(ClientInput, client)),
      ...seedInvoices().flatMap((invoice) => problems(InvoiceChanges, { ...invoice, clientId: undefined })),
      ...seedEmails()
        .flatMap(thread)
        .flatMap((mail) => problems(ComposedEmail.extend({ from: ComposedEmail.shape.to.unwrap().element }), mail)),
    ]
    expect(refused).toEqual([])
  })
})
