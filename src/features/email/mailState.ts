import type { Email, EmailChanges, EmailLabel, EmailList, EmailsMeta } from '@/api/contract/email'

/**
 * The part of a mail that the user changes from the list or the detail: the fields
 * update-emails and update-emails-label write. Cache updates copy only these, so a cached copy keeps
 * everything else it has (a detail's neighbour flags, for one).
 */
export type MailState = Pick<Email, 'id' | 'isRead' | 'isStarred' | 'folder' | 'labels'>

export function stateOf({ id, isRead, isStarred, folder, labels }: MailState): MailState {
  return { id, isRead, isStarred, folder, labels }
}

/** The mail as it will be once the back end applied `changes` (duplicate labels dropped, as it does). */
export function withChanges(mail: MailState, changes: EmailChanges): MailState {
  const { labels, ...flags } = changes
  return { ...stateOf(mail), ...flags, ...(labels ? { labels: [...new Set(labels)] } : {}) }
}

/** The mail with `label` added or removed, as update-emails-label does to each mail on its own. */
export function withLabelToggled(mail: MailState, label: EmailLabel): MailState {
  const labels = mail.labels.includes(label) ? mail.labels.filter((l) => l !== label) : [...mail.labels, label]
  return { ...stateOf(mail), labels }
}

/**
 * What one mail adds to the folder counts. This restates the back end's rule (unread inbox, every
 * draft, unread spam) so that a badge moves with an optimistic change; the refetch that follows every
 * change brings the server's own count.
 */
function countsOf(mail: MailState): EmailsMeta {
  return {
    inbox: mail.folder === 'inbox' && !mail.isRead ? 1 : 0,
    draft: mail.folder === 'draft' ? 1 : 0,
    spam: mail.folder === 'spam' && !mail.isRead ? 1 : 0,
  }
}

/** A list answer after some mails went from `before` to `after`: the listed copies and the counts follow. */
export function applyToList(list: EmailList, before: readonly MailState[], after: readonly MailState[]): EmailList {
  const changed = new Map(after.map((mail) => [mail.id, mail]))
  const meta = { ...list.emailsMeta }
  for (const key of ['inbox', 'draft', 'spam'] as const) {
    const delta = sum(after, (mail) => countsOf(mail)[key]) - sum(before, (mail) => countsOf(mail)[key])
    meta[key] = Math.max(0, meta[key] + delta)
  }
  return {
    emails: list.emails.map((mail) => {
      const state = changed.get(mail.id)
      return state ? { ...mail, ...state } : mail
    }),
    emailsMeta: meta,
  }
}

const sum = <T>(items: readonly T[], value: (item: T) => number) => items.reduce((total, item) => total + value(item), 0)
