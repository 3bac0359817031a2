import type { EmailFilterFolder, EmailLabel } from '@/api/contract/email'
import type { MailState } from './mailState'

/**
 * Which list the user is looking at: a folder or a label, never both (the path says which). The
 * back end ignores `folder` when a `label` is given, so a label view simply has no folder.
 */
export type EmailPlace = { folder: EmailFilterFolder; label?: undefined } | { label: EmailLabel; folder?: undefined }

/**
 * The list context: the place and the search text. The list, get-email and paginate-email calls
 * all take it, so previous/next walk exactly the list on screen; query keys carry it for the same reason.
 */
export type EmailListContext = EmailPlace & { q: string }

/** One string per place, for resetting state (the selection) when the user goes elsewhere. */
export function placeKey(place: EmailPlace): string {
  return place.label ? `label:${place.label}` : `folder:${place.folder}`
}

/** The context with only the fields that matter, so equal views share one cache entry. */
export function listContext(place: EmailPlace, q: string): EmailListContext {
  return place.label ? { label: place.label, q } : { folder: place.folder, q }
}

/**
 * Whether the mail is listed in the place, by the back end's rule: starred gathers starred mail of
 * every folder but trash, and a label cuts across folders but not into trash.
 */
export function isListedIn(mail: Pick<MailState, 'folder' | 'isStarred' | 'labels'>, place: EmailPlace): boolean {
  if (place.label) return mail.labels.includes(place.label) && mail.folder !== 'trash'
  if (place.folder === 'starred') return mail.isStarred && mail.folder !== 'trash'
  return mail.folder === place.folder
}
