import type { Email, EmailFilterFolder, EmailLabel, EmailsMeta } from '@/api/contract/email'
import { pageOf } from './lists'

/**
 * The email list as the user sees it, in one pure function: the list call, get-email and
 * paginate-email all go through it, so "previous" and "next" always walk the list on screen.
 */
export interface EmailListContext {
  q: string
  folder: EmailFilterFolder
  label?: EmailLabel | undefined
}

/** The mails of a folder or label that match `q`, newest first. */
export function listEmails<T extends Email>(all: readonly T[], { q, folder, label }: EmailListContext): T[] {
  const query = { q, sortBy: 'time' as const, sortDir: 'desc' as const, label, folder: label ? undefined : folder }
  return pageOf(all, query, {
    searchFields: [(mail) => mail.subject, (mail) => mail.from.name, (mail) => mail.from.email, (mail) => plainText(mail.message)],
    sortKeys: { time: (mail) => Date.parse(mail.time) },
    // With a label, the folder is off: a label cuts across folders.
    filters: { folder: inFolder, label: inLabel },
  }).rows
}

function inFolder(mail: Email, folder: EmailFilterFolder): boolean {
  // Starred is a view, not a place: it gathers starred mail from every folder but trash.
  if (folder === 'starred') return mail.isStarred && mail.folder !== 'trash'
  return mail.folder === folder
}

/** A label cuts across folders, but deleted mail stays in trash only. */
function inLabel(mail: Email, label: EmailLabel): boolean {
  return mail.labels.includes(label) && mail.folder !== 'trash'
}

/**
 * The text a reader sees in an HTML message, for searching: no tags (a search for "strong" must not
 * find every bold word), no script or style content, and the common entities decoded.
 */
function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, entity: string) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim()
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

/** The counts beside the folders, always over every mail: filters never change them. */
export function emailsMeta(all: readonly Email[]): EmailsMeta {
  const count = (keep: (mail: Email) => boolean) => all.filter(keep).length
  return {
    inbox: count((mail) => mail.folder === 'inbox' && !mail.isRead),
    draft: count((mail) => mail.folder === 'draft'),
    spam: count((mail) => mail.folder === 'spam' && !mail.isRead),
  }
}

/** Whether `list` has a mail above (newer) and below (older) position `index`. */
export function neighbourFlags(list: readonly Email[], index: number): { hasPreviousMail: boolean; hasNextMail: boolean } {
  if (index < 0) return { hasPreviousMail: false, hasNextMail: false }
  return { hasPreviousMail: index > 0, hasNextMail: index < list.length - 1 }
}
