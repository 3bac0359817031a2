import type { QueryClient } from '@tanstack/react-query'
import { api } from '@/api'
import { listResource } from '@/api/listResource'
import { getOrder, ordersData } from '@/api/contract/ecommerce'
import { DEFAULT_PER_PAGE } from '@/api/contract/values'
import type { LoadCause } from '@/lib/loadByCause'
import type { OrderSearch } from './search'

/** The signed-in user's orders, a page at a time (the newest first), and each order by id. */
export const orderList = listResource({
  domain: 'orders',
  endpoint: ordersData,
  rowsField: 'orders',
  // Defaults left out, so equal views share one cache entry.
  toQuery: ({ page, perPage }: OrderSearch) => ({ ...(page !== 1 && { page }), ...(perPage !== DEFAULT_PER_PAGE && { perPage }) }),
  record: (id, signal) => api(getOrder, { params: { id }, signal }),
})

/** The orders list's loader: the page its address asks for. */
export const loadOrders = (queryClient: QueryClient, search: OrderSearch, cause: LoadCause) => orderList.loadList(queryClient, search, cause)

/** An order's loader: one that cannot be loaded shows its own state (not found, Retry), not an error page. */
export const loadOrder = orderList.loadRecord
