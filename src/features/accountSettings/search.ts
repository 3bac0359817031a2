import { oneOf } from '@/lib/readers'
import { urlSearch, type SearchOf } from '@/lib/urlSearch'

/**
 * The account settings page's address: the open tab (?tab=info), so a reload or a shared link
 * opens the same tab. Routes import this file, whose code lands in the entry chunk: it reads with
 * the small readers, not zod.
 */

/** The tabs, in their order on screen; the first is the default (and stays out of the address). */
export const ACCOUNT_TABS = ['general', 'info', 'social', 'notification', 'security'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

/** Spread `.route` into the route: an unknown tab opens General; General itself leaves the address plain. */
export const accountSearch = urlSearch({ tab: oneOf(ACCOUNT_TABS, 'general') })

export type AccountSearch = SearchOf<typeof accountSearch>
