import { z } from 'zod'
import { redirect } from '@tanstack/react-router'
import { EmailFilterFolder, EmailLabel } from '@/api/contract/email'

/**
 * The email app's address: the folder or label is in the path (/apps/email/inbox,
 * /apps/email/label/company), the search text and the open mail in the query (?q=budget&mail=2),
 * so back/forward, reload and a shared link show the same screen. Routes import this file, whose
 * code lands in the entry chunk: it holds the schemas and nothing else.
 */

/** Values the address leaves out (the routes strip them): a plain /apps/email/inbox searches nothing. */
export const emailSearchDefaults = { q: '' } as const

export const emailSearch = z.object({
  // Coerced: a hand-written `?q=42` arrives from the router as the number 42.
  q: z.coerce.string().default(emailSearchDefaults.q).catch(emailSearchDefaults.q),
  /** The id of the open mail; a mangled value just opens none. */
  mail: z.number().int().optional().catch(undefined),
})

export type EmailSearch = z.output<typeof emailSearch>

/** How the screen asks its route to change the query; `replace` for changes that should not add a history entry. */
export type EmailSearchChange = (patch: Partial<EmailSearch>, options?: { replace?: boolean }) => void

const toInbox = () => redirect({ to: '/apps/email/$folder', params: { folder: 'inbox' }, replace: true })

/** The `$folder` path parameter; an unknown folder (an old or mistyped link) goes to the inbox. */
export function parseFolderParam({ folder }: { folder: string }): { folder: EmailFilterFolder } {
  const parsed = EmailFilterFolder.safeParse(folder)
  if (!parsed.success) throw toInbox()
  return { folder: parsed.data }
}

/** The `$label` path parameter; an unknown label goes to the inbox. */
export function parseLabelParam({ label }: { label: string }): { label: EmailLabel } {
  const parsed = EmailLabel.safeParse(label)
  if (!parsed.success) throw toInbox()
  return { label: parsed.data }
}
