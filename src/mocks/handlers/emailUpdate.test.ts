// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { FieldErrors, MessageError, UpdatedEmails } from '@/api/contract'
import { seedEmails } from '@/mocks/db/emails'
import { call, setupMockBackend } from '@/mocks/testing'
import { getEmail, ids, json, list, listIds, send, updateEmails } from './emailTesting'

setupMockBackend()

const seed = seedEmails()
const mail = (id: number) => seed.find((m) => m.id === id)!
const toggleLabel = (emailIds: unknown, label: unknown) => send('/apps/email/update-emails-label', { emailIds, label })

describe('POST /apps/email/update-emails', () => {
  it('marks mails read or unread, answering them in the order asked', async () => {
    const { emails } = await json<UpdatedEmails>(await updateEmails([3, 2], { isRead: true }))
    expect(ids(emails)).toEqual([3, 2])
    expect(emails.every((m) => m.isRead)).toBe(true)
    expect((await getEmail(2)).isRead).toBe(true)

    await json(await updateEmails([5], { isRead: false }))
    expect((await getEmail(5)).isRead).toBe(false)
  })

  it('stars and unstars, and the starred view follows', async () => {
    await json(await updateEmails([10, 4], { isStarred: true }))
    await json(await updateEmails([1], { isStarred: false }))
    expect(await listIds({ folder: 'starred' })).toEqual([4, 17, 10, 11])
  })

  it('moves mails to another folder, and they leave the old one', async () => {
    await json(await updateEmails([2, 3], { folder: 'trash' }))
    const inbox = await listIds()
    expect(inbox).not.toContain(2)
    expect(inbox).not.toContain(3)
    expect((await listIds({ folder: 'trash' })).slice(0, 2)).toEqual([2, 3])
    expect((await list()).emailsMeta.inbox).toBe(3)
  })

  it('replaces the labels, dropping duplicates, and changes nothing else', async () => {
    const { emails } = await json<UpdatedEmails>(await updateEmails([6], { labels: ['personal', 'important', 'personal'] }))
    expect(emails[0]).toEqual({ ...mail(6), labels: ['personal', 'important'] })
    await json(await updateEmails([6], { labels: [] }))
    expect((await getEmail(6)).labels).toEqual([])
  })

  it('changes several fields at once', async () => {
    const { emails } = await json<UpdatedEmails>(await updateEmails([14], { isRead: true, isStarred: true, folder: 'spam' }))
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
    const { error } = await json<FieldErrors>(await updateEmails(emailIds, dataToUpdate), 400)
    expect(Object.keys(error)).toEqual([field])
    expect((await getEmail(1)).subject).toBe(mail(1).subject)
  })

  it('answers 400 for a body that is not JSON', async () => {
    expect(await json(await send('/apps/email/update-emails', '{emailIds: [1]'), 400)).toEqual({
      error: { body: ['Expected a JSON body'] },
    })
  })

  it('answers 404 for an unknown id and changes none of the others', async () => {
    const { error } = await json<MessageError>(await updateEmails([2, 999], { isRead: true }), 404)
    expect(error).toBe('No email with id 999')
    expect((await getEmail(2)).isRead).toBe(false)
  })

  it('answers 401 without a token', async () => {
    const response = await call('/apps/email/update-emails', {
      method: 'POST',
      body: JSON.stringify({ emailIds: [1], dataToUpdate: { isRead: true } }),
    })
    expect(response.status).toBe(401)
  })
})

describe('POST /apps/email/update-emails-label', () => {
  it('toggles the label on each mail on its own: a mixed selection swaps', async () => {
    expect(mail(2).labels).toEqual(['company'])
    expect(mail(4).labels).toEqual(['personal'])
    const { emails } = await json<UpdatedEmails>(await toggleLabel([2, 4], 'company'))
    expect(emails.map((m) => [m.id, m.labels])).toEqual([
      [2, []],
      [4, ['personal', 'company']],
    ])
    expect(await listIds({ label: 'company' })).not.toContain(2)
    expect(await listIds({ label: 'company' })).toContain(4)
  })

  it('toggling twice gives back the labels', async () => {
    await json(await toggleLabel([11, 12], 'important'))
    await json(await toggleLabel([11, 12], 'important'))
    expect((await getEmail(11)).labels).toEqual(mail(11).labels)
    expect((await getEmail(12)).labels.sort()).toEqual([...mail(12).labels].sort())
  })

  it('answers 400 for an unknown label or no ids, 404 for an unknown id', async () => {
    expect((await toggleLabel([1], 'work')).status).toBe(400)
    expect((await toggleLabel([], 'private')).status).toBe(400)
    expect(await json(await toggleLabel([1, 999], 'private'), 404)).toEqual({ error: 'No email with id 999' })
    expect((await getEmail(1)).labels).toEqual(mail(1).labels)
  })
})
