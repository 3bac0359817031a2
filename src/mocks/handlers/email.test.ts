// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { Email, EmailFolder, EmailLabel, emailsData, updateEmails, type EmailListQuery } from '@/api/contract'
import { emailSeedNow, seedEmails } from '@/mocks/db/emails'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'
import { ids, listIds } from './emailTesting'

setupMockBackend()

const seed = seedEmails()
const mail = (id: number) => seed.find((m) => m.id === id)!
const idsWhere = (keep: (m: Email) => boolean) => ids(seed.filter(keep))
const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
const list = (query: EmailListQuery = {}) => expectSuccess(emailsData, { query })
/** The seed's inbox, newest first (worked out by hand from the seed's times). */
const INBOX = [2, 3, 4, 5, 6, 7, 1, 8, 9, 10, 11, 12, 13, 14, 15]

describe('the email seed', () => {
  it('has 30+ valid mails, the same every time, all before the seed date', () => {
    expect(seed.length).toBeGreaterThanOrEqual(30)
    expect(seedEmails()).toEqual(seed)
    for (const m of seed) {
      expect(Email.safeParse(m).error).toBeUndefined()
      expect(Date.parse(m.time)).toBeLessThan(emailSeedNow())
    }
    expect(new Set(seed.map((m) => m.time)).size).toBe(seed.length)
  })

  it('spreads over every folder and label, with unread, starred, attachments and a thread', () => {
    expect(new Set(seed.map((m) => m.folder))).toEqual(new Set(EmailFolder.options))
    expect(new Set(seed.flatMap((m) => m.labels))).toEqual(new Set(EmailLabel.options))
    expect(seed.filter((m) => !m.isRead).length).toBeGreaterThanOrEqual(5)
    expect(seed.filter((m) => m.isStarred).length).toBeGreaterThanOrEqual(4)
    expect(seed.filter((m) => m.attachments.length > 0).length).toBeGreaterThanOrEqual(5)
    expect(seed.some((m) => m.replies.length >= 2)).toBe(true)
    expect(seed.some((m) => m.from.avatar === '')).toBe(true)
  })

  it("sends the owner's mail from the admin demo account", () => {
    for (const m of seed.filter((m) => m.folder === 'sent' || m.folder === 'draft')) {
      expect(m.from).toEqual({ name: 'John Doe', email: 'admin@demo.com', avatar: '/images/avatars/1.svg' })
    }
  })

  it('has one hostile mail, so the screen proves its sanitiser on real data', () => {
    const hostile = seed.filter((m) => /<script/.test(m.message))
    expect(hostile).toHaveLength(1)
    expect(hostile[0]!.message).toMatch(/<iframe/)
    expect(hostile[0]!.message).toMatch(/onerror=/)
  })
})

describe('GET /apps/email/emails', () => {
  it('shows the inbox by default, newest first', async () => {
    expect(await listIds()).toEqual(INBOX)
    expect(await listIds({ folder: 'inbox' })).toEqual(INBOX)
  })

  it.each(['inbox', 'draft', 'sent', 'spam', 'trash'] as const)('shows exactly the mails of %s, newest first', async (folder) => {
    const { emails } = await list({ folder })
    expect(sorted(ids(emails))).toEqual(idsWhere((m) => m.folder === folder))
    const times = emails.map((m) => Date.parse(m.time))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('shows starred mails of every folder but trash under starred', async () => {
    const starred = await listIds({ folder: 'starred' })
    expect(starred).toEqual([4, 17, 1, 11])
    expect(mail(29)).toMatchObject({ isStarred: true, folder: 'trash' })
    expect(starred).not.toContain(29)
  })

  it('counts unread inbox, all drafts and unread spam over all mails, whatever the filter', async () => {
    const expected = { inbox: 5, draft: 3, spam: 2 }
    for (const query of [
      {},
      { folder: 'trash' as const },
      { folder: 'sent' as const, q: 'zzz' },
      { label: 'private' as const },
    ]) {
      expect((await list(query)).emailsMeta).toEqual(expected)
    }
  })

  it('recounts after a change', async () => {
    await expectSuccess(updateEmails, { body: { emailIds: [2, 25], dataToUpdate: { isRead: true } } })
    expect((await list({ folder: 'trash' })).emailsMeta).toEqual({ inbox: 4, draft: 3, spam: 1 })
  })

  it.each([
    ['roadmap', 'the subject', [1]],
    ['LINDQVIST', "the sender's name", [2, 15]],
    ['@FrontendWeekly.example', "the sender's address", [10]],
    ['pizza', 'the message text', [13]],
    ['mobile redesign', 'text across a list item', [1]],
  ])('finds "%s" in %s, ignoring case', async (q, _where, expected) => {
    expect(await listIds({ q })).toEqual(expected)
  })

  it('does not search labels, recipients or HTML tags', async () => {
    expect(await listIds({ q: 'personal' })).toEqual([])
    expect(await listIds({ q: 'strong', folder: 'inbox' })).toEqual([])
    expect(await listIds({ q: 'href' })).toEqual([])
    // Script content is not text a reader sees; the hostile spam is still found by its visible text.
    expect(await listIds({ q: 'stolen session', folder: 'spam' })).toEqual([])
    expect(await listIds({ q: 'claim your reward', folder: 'spam' })).toEqual([25])
    // Yuki is only a recipient (cc) of sent mail 17.
    expect(mail(17).cc.map((a) => a.name)).toEqual(['Yuki Tanaka'])
    expect(await listIds({ q: 'yuki', folder: 'sent' })).toEqual([])
  })

  it('searches within the folder shown', async () => {
    expect(await listIds({ q: 'invoice', folder: 'inbox' })).toEqual([7])
    expect(await listIds({ q: 'invoice', folder: 'trash' })).toEqual([33])
  })

  it('shows a label across folders, trash excluded, whatever the folder', async () => {
    const company = idsWhere((m) => m.labels.includes('company') && m.folder !== 'trash')
    expect(sorted(await listIds({ label: 'company' }))).toEqual(company)
    expect(company).toEqual(expect.arrayContaining([16, 22]))
    expect(company).not.toContain(29)
    expect(await listIds({ label: 'company', folder: 'spam' })).toEqual(await listIds({ label: 'company' }))
    expect(await listIds({ label: 'private' })).toEqual([6, 12, 21])
    expect(await listIds({ label: 'important', q: 'invoice' })).toEqual([7])
  })

  it('answers 400 for an unknown folder or label', async () => {
    expect(await callEndpoint(emailsData, { query: { folder: 'archive', label: 'work' } as never })).toEqual({
      status: 400,
      body: { error: { folder: expect.any(Array), label: expect.any(Array) } },
    })
  })

  it('answers 401 without a token', async () => {
    expect((await callEndpoint(emailsData, {}, { as: null })).status).toBe(401)
  })
})
