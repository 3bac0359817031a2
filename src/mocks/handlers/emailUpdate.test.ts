// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { emailsData, updateEmails, updateEmailsLabel, type EmailChanges, type EmailLabel } from '@/api/contract'
import { seedEmails } from '@/mocks/db/emails'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'
import { ids, listIds, openMail } from './emailTesting'

setupMockBackend()

const seed = seedEmails()
const mail = (id: number) => seed.find((m) => m.id === id)!
// Untyped input, so the tests can also send what the contract refuses.
const update = (emailIds: unknown, dataToUpdate: unknown) => callEndpoint(updateEmails, { body: { emailIds, dataToUpdate } as never })
const updated = (emailIds: number[], dataToUpdate: EmailChanges) => expectSuccess(updateEmails, { body: { emailIds, dataToUpdate } })
const toggleLabel = (emailIds: unknown, label: unknown) => callEndpoint(updateEmailsLabel, { body: { emailIds, label } as never })
const toggledLabel = (emailIds: number[], label: EmailLabel) => expectSuccess(updateEmailsLabel, { body: { emailIds, label } })

describe('POST /apps/email/update-emails', () => {
  it('marks mails read or unread, answering them in the order asked', async () => {
    const { emails } = await updated([3, 2], { isRead: true })
    expect(ids(emails)).toEqual([3, 2])
    expect(emails.every((m) => m.isRead)).toBe(true)
    expect((await openMail(2)).isRead).toBe(true)

    await updated([5], { isRead: false })
    expect((await openMail(5)).isRead).toBe(false)
  })

  it('stars and unstars, and the starred view follows', async () => {
    await updated([10, 4], { isStarred: true })
    await updated([1], { isStarred: false })
    expect(await listIds({ folder: 'starred' })).toEqual([4, 17, 10, 11])
  })

  it('moves mails to another folder, and they leave the old one', async () => {
    await updated([2, 3], { folder: 'trash' })
    const inbox = await listIds()
    expect(inbox).not.toContain(2)
    expect(inbox).not.toContain(3)
    expect((await listIds({ folder: 'trash' })).slice(0, 2)).toEqual([2, 3])
    expect((await expectSuccess(emailsData)).emailsMeta.inbox).toBe(3)
  })

  it('replaces the labels, dropping duplicates, and changes nothing else', async () => {
    const { emails } = await updated([6], { labels: ['personal', 'important', 'personal'] })
    expect(emails[0]).toEqual({ ...mail(6), labels: ['personal', 'important'] })
    await updated([6], { labels: [] })
    expect((await openMail(6)).labels).toEqual([])
  })

  it('changes several fields at once', async () => {
    const { emails } = await updated([14], { isRead: true, isStarred: true, folder: 'spam' })
    expect(emails[0]).toMatchObject({ isRead: true, isStarred: true, folder: 'spam', subject: mail(14).subject })
  })

  it.each([
    ['a field that may not change', [1], { subject: 'Hacked' }, 'dataToUpdate'],
    ['an extra field beside allowed ones', [1], { isRead: true, id: 99 }, 'dataToUpdate'],
    ['nothing to change', [1], {}, 'dataToUpdate'],
    ['no ids', [], { isRead: true }, 'emailIds'],
    ['ids that are not numbers', ['1'], { isRead: true }, 'emailIds.0'],
    ['a flag that is not a boolean', [1], { isRead: 'yes' }, 'dataToUpdate.isRead'],
    ['the virtual folder starred', [1], { folder: 'starred' }, 'dataToUpdate.folder'],
    ['an unknown label', [1], { labels: ['work'] }, 'dataToUpdate.labels.0'],
  ])('answers 400 for %s, naming the field', async (_case, emailIds, dataToUpdate, field) => {
    expect(await update(emailIds, dataToUpdate)).toEqual({ status: 400, body: { error: { [field]: expect.any(Array) } } })
    expect((await openMail(1)).subject).toBe(mail(1).subject)
  })

  it('answers 400 for a body that is not JSON', async () => {
    expect(await callEndpoint(updateEmails, { body: {} as never }, { rawBody: '{emailIds: [1]' })).toEqual({
      status: 400,
      body: { error: { body: ['Expected a JSON body'] } },
    })
  })

  it('answers 404 for an unknown id and changes none of the others', async () => {
    expect(await update([2, 999], { isRead: true })).toEqual({ status: 404, body: { error: 'No email with id 999' } })
    expect((await openMail(2)).isRead).toBe(false)
  })

  it('answers 401 without a token', async () => {
    const answer = await callEndpoint(updateEmails, { body: { emailIds: [1], dataToUpdate: { isRead: true } } }, { as: null })
    expect(answer.status).toBe(401)
  })
})

describe('POST /apps/email/update-emails-label', () => {
  it('toggles the label on each mail on its own: a mixed selection swaps', async () => {
    expect(mail(2).labels).toEqual(['company'])
    expect(mail(4).labels).toEqual(['personal'])
    const { emails } = await toggledLabel([2, 4], 'company')
    expect(emails.map((m) => [m.id, m.labels])).toEqual([
      [2, []],
      [4, ['personal', 'company']],
    ])
    expect(await listIds({ label: 'company' })).not.toContain(2)
    expect(await listIds({ label: 'company' })).toContain(4)
  })

  it('toggling twice gives back the labels', async () => {
    await toggledLabel([11, 12], 'important')
    await toggledLabel([11, 12], 'important')
    expect((await openMail(11)).labels).toEqual(mail(11).labels)
    expect((await openMail(12)).labels.sort()).toEqual([...mail(12).labels].sort())
  })

  it('answers 400 for an unknown label or no ids, 404 for an unknown id', async () => {
    expect((await toggleLabel([1], 'work')).status).toBe(400)
    expect((await toggleLabel([], 'private')).status).toBe(400)
    expect(await toggleLabel([1, 999], 'private')).toEqual({ status: 404, body: { error: 'No email with id 999' } })
    expect((await openMail(1)).labels).toEqual(mail(1).labels)
  })
})
