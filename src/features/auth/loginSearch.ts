import type { SearchSchemaInput } from '@tanstack/react-router'
import { fields, text } from '@/lib/readers'

/**
 * The login pages' search params. `redirect` is where the guard found the visitor; only a path of
 * this app is accepted (one leading slash, not "//host"), so a crafted link cannot send a freshly
 * logged-in user to another site. Anything else is dropped rather than failing the page.
 */
const readLoginSearch = fields({
  redirect: text(undefined, (path) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')),
})

export type LoginSearch = ReturnType<typeof readLoginSearch>

/** The routes' `validateSearch`; links may leave every field out. */
export const validateLoginSearch = (search: Partial<LoginSearch> & SearchSchemaInput): LoginSearch => readLoginSearch(search)
