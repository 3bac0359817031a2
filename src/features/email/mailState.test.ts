// @vitest-environment node
import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import type { Email, EmailList, UpdatedEmails } from '@/api/contract'
import { mailChange } from './cacheWrites'
import { applyToList, stateOf, withChanges, withLabelToggled, type MailState } from './mailState'
import { emailKeys } from './queries'

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

describe('a change to mails, through the cache', () => {
  const inbox = { folder: 'inbox', q: '' } as const
  function setup(expected?: (mail: MailState) => MailState) {
    const cache = new QueryClient()
    const list: EmailList = { emails: [mail(1), mail(2)], emailsMeta: { inbox: 2, draft: 0, spam: 0 } }
    cache.setQueryData(emailKeys.list(inbox), list)
    cache.setQueryData(emailKeys.mail(1, inbox), mail(1))
    let answer = (_answer: UpdatedEmails) => {}
    const send = vi.fn(
      (_ids: number[], _input: { mails: readonly MailState[] }) => new Promise<UpdatedEmails>((resolve) => (answer = resolve)),
    )
    const change = new MutationObserver(cache, mailChange(cache, { send, expected, errorMessage: () => 'failed' }))
    const shown = () => cache.getQueryData<EmailList>(emailKeys.list(inbox))!
    return { cache, send, change, shown, answer: (emails: Email[]) => answer({ emails }) }
  }

  it('shows an expected change at once in the lists, their counts and the open mail', async () => {
    const { cache, send, change, shown, answer } = setup((m) => withChanges(m, { isRead: true }))
    const done = change.mutate({ mails: [mail(1)] })
    await vi.waitFor(() => expect(shown().emailsMeta.inbox).toBe(1))
    expect(send).toHaveBeenCalledWith([1], { mails: [mail(1)] })
    expect(cache.getQueryData<Email>(emailKeys.mail(1, inbox))?.isRead).toBe(true)
    answer([mail(1, { isRead: true })])
    await done
    expect(shown().emails.map((m) => m.isRead)).toEqual([true, false])
  })

  it('without an expected state (a move), changes nothing until the back end answers', async () => {
    const { send, change, shown, answer } = setup()
    const done = change.mutate({ mails: [mail(2)] })
    await vi.waitFor(() => expect(send).toHaveBeenCalled())
    expect(shown().emailsMeta.inbox).toBe(2)
    answer([mail(2, { folder: 'trash' })])
    await done
    expect(shown().emailsMeta.inbox).toBe(1)
  })
})
