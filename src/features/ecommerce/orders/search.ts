import { PAGE_SIZES } from '@/api/contract/values'
import { listSearch, type SearchOf } from '@/lib/listSearch'

/**
 * The orders' addresses: /apps/ecommerce/orders?page=2&perPage=25 (the newest first, as the server
 * keeps them: no sort, no search) and /apps/ecommerce/orders/43. Routes import this file, whose code
 * lands in the entry chunk: declarations only.
 */
export const orderSearch = listSearch({ pageSizes: PAGE_SIZES })

export type OrderSearch = SearchOf<typeof orderSearch>
