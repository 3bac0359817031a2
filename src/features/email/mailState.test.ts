import { describe, expect, it } from 'vitest'
import type { Email, EmailList } from '@/api/contract'
import { applyToList, stateOf, withChanges, withLabelToggled, type MailState } from './mailState'

const mail = (id: number, fields: Partial<MailState> = {}): Email => ({
  id,
  from: { name: 'Rena Brant', email: 'rena@example.com', avatar: '' },
  to: [],
  cc: [],
  bcc: [],
  subject: `Mail ${id}`,
  message: '<p>Hello</p>',
  attachments: [],
  isStarred: false,
  labels: [],
  time: '2025-06-01T08:00:00.000Z',
  replies: [],
  folder: 'inbox',
  isRead: false,
  ...fields,
})

describe('a change to mails, as the cache applies it before the back end answers', () => {
  it('applies flags and drops duplicate labels, as the back end does', () => {
    expect(withChanges(mail(1), { isRead: true, labels: ['company', 'company'] })).toEqual({
      ...stateOf(mail(1)),
      isRead: true,
      labels: ['company'],
    })
  })

  it('toggles a label on each mail on its own', () => {
    expect(withLabelToggled(mail(1, { labels: ['company'] }), 'company').labels).toEqual([])
    expect(withLabelToggled(mail(2, { labels: ['private'] }), 'company').labels).toEqual(['private', 'company'])
  })

  it('updates the listed copies and moves the counts with them', () => {
    const list: EmailList = { emails: [mail(1), mail(2, { folder: 'spam' })], emailsMeta: { inbox: 4, draft: 1, spam: 2 } }
    const before = list.emails.map(stateOf)
    const after = before.map((m) => withChanges(m, { isRead: true }))
    const next = applyToList(list, before, after)
    expect(next.emails.map((m) => m.isRead)).toEqual([true, true])
    expect(next.emailsMeta).toEqual({ inbox: 3, draft: 1, spam: 1 })
    // Undoing the change restores the counts.
    expect(applyToList(next, after, before).emailsMeta).toEqual(list.emailsMeta)
  })

  it('counts a mail that is not in this list too: every list carries the counts of all mail', () => {
    const sent: EmailList = { emails: [], emailsMeta: { inbox: 4, draft: 1, spam: 0 } }
    const unread = stateOf(mail(7))
    expect(applyToList(sent, [unread], [withChanges(unread, { folder: 'trash' })]).emailsMeta.inbox).toBe(3)
  })
})
