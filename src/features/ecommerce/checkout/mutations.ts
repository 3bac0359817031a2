import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { api } from '@/api'
import { addAddress, placeOrder, removeAddress, setCartQuantity, type Address, type AddressInput, type CartProduct, type Order } from '@/api/contract/ecommerce'
import type { BodyOf } from '@/api/contract/endpoint'
import { optimisticMutation } from '@/lib/optimisticMutation'
import { writeSessionCartCount } from '../cacheWrites'
import { orderList } from '../orders/queries'
import { ecommerceKeys } from '../queries'
import { checkoutKeys } from './queries'

/** A new quantity of a product in the cart; the name is for the message if it is refused. */
export interface QuantityChange {
  productId: number
  qty: number
  name: string
}

const QUANTITY_KEY = ['ecommerce', 'quantity'] as const

/**
 * Sets how many of a product the cart holds, shown at once; the price follows once the back end has it.
 * Quick clicks on + and − each send their change: only the last to settle refetches, so the others'
 * guesses are not overwritten by an answer older than they are. A refusal (more than the stock) puts it back with a toast.
 */
export function useSetCartQuantity() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  const base = optimisticMutation<QuantityChange, unknown>(queryClient, {
    keys: () => [ecommerceKeys.cart(), ecommerceKeys.cartPrice.prefix()],
    mutationFn: ({ productId, qty }) => api(setCartQuantity, { params: { productId }, body: { qty } }),
    apply: (cache, { productId, qty }) =>
      cache.setQueryData<CartProduct[]>(ecommerceKeys.cart(), (cart) => cart?.map((line) => (line.id === productId ? { ...line, qty } : line))),
    errorMessage: ({ name }) => t`The quantity of “${name}” could not be changed. Please try again.`,
  })
  return useMutation({
    ...base,
    mutationKey: QUANTITY_KEY,
    onSettled: async (...settled) => {
      if (queryClient.isMutating({ mutationKey: QUANTITY_KEY }) > 1) return
      await base.onSettled?.(...settled)
    },
  })
}

/** Saves a new address; answers it (to choose it). The list takes it at once, in the server's order after the refetch. */
export function useAddAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AddressInput) => api(addAddress, { body }),
    onSuccess: (address) => {
      queryClient.setQueryData<Address[]>(checkoutKeys.addresses(), (addresses = []) => [
        ...addresses.map((each) => (address.isDefault ? { ...each, isDefault: false } : each)),
        address,
      ])
      return queryClient.invalidateQueries({ queryKey: checkoutKeys.addresses() })
    },
  })
}

/** Removes a saved address, gone at once; back with a toast if the back end refuses. */
export function useRemoveAddress() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation(
    optimisticMutation(queryClient, {
      keys: () => [checkoutKeys.addresses()],
      mutationFn: (address: Address) => api(removeAddress, { params: { id: address.id } }),
      apply: (cache, { id }) => cache.setQueryData<Address[]>(checkoutKeys.addresses(), (addresses) => addresses?.filter((address) => address.id !== id)),
      errorMessage: ({ fullName }) => t`The address of ${fullName} could not be removed. Please try again.`,
    }),
  )
}

/**
 * Places the order for the whole cart; answers the order, which is cached at once for its confirmation.
 * What the order changes elsewhere is `useOrderPlaced`'s to write, once the confirmation shows.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: BodyOf<typeof placeOrder>) => api(placeOrder, { body }),
    onSuccess: (order) => queryClient.setQueryData(orderList.keys.record(order.id), order),
    // The dashboards count the shop's orders and sales: a cached card is stale once an order is placed.
    meta: { invalidates: ['dashboard'] },
  })
}

/**
 * What a placed order changes: the cart is empty everywhere (the shop's cart, its price, the navbar's
 * count), each product's stock and flags refetch, and the order is listed first among the orders.
 * Called once the confirmation has replaced the payment step, which would otherwise show an empty cart meanwhile.
 */
export function useOrderPlaced(): (order: Order) => void {
  const queryClient = useQueryClient()
  return (order) => orderPlaced(queryClient, order)
}

function orderPlaced(cache: QueryClient, order: Order): void {
  cache.setQueryData(orderList.keys.record(order.id), order)
  cache.setQueryData<CartProduct[]>(ecommerceKeys.cart(), [])
  writeSessionCartCount(0)
  for (const queryKey of [
    ecommerceKeys.cart(),
    ecommerceKeys.cartPrice.prefix(),
    ecommerceKeys.products.prefix(),
    ecommerceKeys.product.prefix(),
    orderList.keys.page.prefix(),
  ]) {
    void cache.invalidateQueries({ queryKey })
  }
}
