import { boolean, text } from '@/lib/readers'
import { urlSearch, type SearchOf } from '@/lib/urlSearch'

/**
 * The login pages' search params. `redirect` is where the guard found the visitor; only a path of
 * this app is accepted (one leading slash, not "//host"), so a crafted link cannot send a freshly
 * logged-in user to another site. Anything else is dropped rather than failing the page.
 */
export const loginSearch = urlSearch({
  redirect: text(undefined, (path) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')),
  /** The session ended for lack of activity: the page says so (src/app/sessionExpiry.ts sends it). */
  expired: boolean(false),
})

export type LoginSearch = SearchOf<typeof loginSearch>
