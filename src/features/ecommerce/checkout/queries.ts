import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '@/api'
import { addressesData, cartPrice } from '@/api/contract/ecommerce'
import { loadByCause, type LoadCause } from '@/lib/loadByCause'
import { queryKeys } from '@/lib/queryKeys'
import { orderList } from '../orders/queries'
import { cartQuery, ecommerceKeys } from '../queries'
import type { CheckoutSearch } from './search'

/** The checkout's own cache entries, under the shop's prefix: ['ecommerce', 'addresses']. */
export const checkoutKeys = queryKeys('ecommerce', { addresses: () => [] })

/** The signed-in user's saved addresses, the default first. */
export const addressesQuery = () =>
  queryOptions({ queryKey: checkoutKeys.addresses(), queryFn: async ({ signal }) => (await api(addressesData, { signal })).addresses })

/**
 * What the cart comes to with a coupon ('' for none), added up by the server. A POST that changes nothing,
 * so a query: the shop's cart changes refresh it (ecommerceKeys.cartPrice, src/features/ecommerce/mutations.ts).
 * An unknown coupon is a 400 naming `coupon`.
 */
export const cartPriceQuery = (coupon: string) => {
  const code = coupon.trim().toUpperCase()
  return queryOptions({ queryKey: ecommerceKeys.cartPrice(code), queryFn: ({ signal }) => api(cartPrice, { body: { coupon: code }, signal }) })
}

/**
 * The checkout's loader: the order just placed for its confirmation, else the cart, the addresses and the
 * price. Each may fail on its own: the screen shows its own error with Retry where that part goes.
 */
export const loadCheckout = (queryClient: QueryClient, search: CheckoutSearch, cause: LoadCause) =>
  loadByCause(queryClient, cause, [], {
    optional: search.order !== undefined ? [orderList.queries.record(search.order)] : [cartQuery(), addressesQuery(), cartPriceQuery(search.coupon)],
  })
