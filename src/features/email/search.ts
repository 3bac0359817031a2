import { redirect } from '@tanstack/react-router'
import { EMAIL_FILTER_FOLDERS, EMAIL_LABELS } from '@/api/contract/values'
import { listSearch, type ListSearchChange, type SearchOf } from '@/lib/listSearch'
import { integer, oneOf, text } from '@/lib/readers'

/**
 * The email app's address: the folder or label is in the path (/apps/email/inbox,
 * /apps/email/label/company), the search text and the open mail in the query (?q=budget&mail=2),
 * so back/forward, reload and a shared link show the same screen. Routes import this file, whose
 * code lands in the entry chunk: it holds the declarations and nothing else.
 */

/**
 * Both routes' search (a folder's and a label's): the search text, and as view state the open mail
 * and an address to write to (?compose=rena.brant@acme.co opens a new mail to it: the search
 * palette's contacts link here).
 */
export const emailSearch = listSearch({
  view: {
    /** The id of the open mail; a mangled value just opens none. */
    mail: integer(undefined),
    /** Something like an address (one @, no spaces); anything else opens nothing. */
    compose: text(undefined, (address) => /^[^\s@]+@[^\s@]+$/.test(address)),
  },
})

export type EmailSearch = SearchOf<typeof emailSearch>

export type EmailSearchChange = ListSearchChange<EmailSearch>

const readFolder = oneOf(EMAIL_FILTER_FOLDERS, undefined)
const readLabel = oneOf(EMAIL_LABELS, undefined)

const toInbox = () => redirect({ to: '/apps/email/$folder', params: { folder: 'inbox' }, replace: true })

/** The `$folder` path parameter; an unknown folder (an old or mistyped link) goes to the inbox. */
export function parseFolderParam({ folder }: { folder: string }) {
  const read = readFolder(folder)
  if (read === undefined) throw toInbox()
  return { folder: read }
}

/** The `$label` path parameter; an unknown label goes to the inbox. */
export function parseLabelParam({ label }: { label: string }) {
  const read = readLabel(label)
  if (read === undefined) throw toInbox()
  return { label: read }
}
