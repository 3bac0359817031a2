import { BILLING_PERIODS } from '@/api/contract/pricingValues'
import { oneOf } from '@/lib/readers'
import { urlSearch, type SearchOf } from '@/lib/urlSearch'

/**
 * The pricing page's address: the billing period the prices are shown for (?billing=yearly), so a
 * reload or a shared link shows the same prices. Monthly, the default, leaves the address plain.
 * Routes import this file, whose code lands in the entry chunk: it reads with the small readers, not zod.
 */
export const pricingSearch = urlSearch({ billing: oneOf(BILLING_PERIODS, 'monthly') }, { navigation: { replace: true, resetScroll: false } })

export type PricingSearch = SearchOf<typeof pricingSearch>
