import { redirect, type SearchSchemaInput } from '@tanstack/react-router'
import { EMAIL_FILTER_FOLDERS, EMAIL_LABELS } from '@/api/contract/values'
import { fields, integer, oneOf, text } from '@/lib/readers'

/**
 * The email app's address: the folder or label is in the path (/apps/email/inbox,
 * /apps/email/label/company), the search text and the open mail in the query (?q=budget&mail=2),
 * so back/forward, reload and a shared link show the same screen. Routes import this file, whose
 * code lands in the entry chunk: it holds the readers and nothing else.
 */

/** Values the address leaves out (the routes strip them): a plain /apps/email/inbox searches nothing. */
export const emailSearchDefaults = { q: '' } as const

const readEmailSearch = fields({
  q: text(emailSearchDefaults.q),
  /** The id of the open mail; a mangled value just opens none. */
  mail: integer(undefined),
})

export type EmailSearch = ReturnType<typeof readEmailSearch>

/** The routes' `validateSearch`; links may leave every field out. */
export const validateEmailSearch = (search: Partial<EmailSearch> & SearchSchemaInput): EmailSearch => readEmailSearch(search)

/** How the screen asks its route to change the query; `replace` for changes that should not add a history entry. */
export type EmailSearchChange = (patch: Partial<EmailSearch>, options?: { replace?: boolean }) => void

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
