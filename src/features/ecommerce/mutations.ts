import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { api } from '@/api'
import { addToCart, addToWishlist, removeFromCart, removeFromWishlist } from '@/api/contract/ecommerce'
import type { ProductColor } from '@/api/contract/ecommerceValues'
import { optimisticMutation } from '@/lib/optimisticMutation'
import {
  addToCachedCart,
  addToCachedWishlist,
  cachedFlag,
  cachedProduct,
  removeFromCachedList,
  sessionCartCount,
  writeCartColor,
  writeFlag,
  writeSessionCartCount,
  type ProductFlag,
} from './cacheWrites'
import { cartQuery, ecommerceKeys } from './queries'

/** What every change of the cart or the wishlist names: the product, and for the cart the colour chosen (if any). */
export interface ProductChange {
  productId: number
  /** Into the cart in this colour, one of the product's colorOptions; a product already there takes it. */
  color?: ProductColor
}

/**
 * Everything a change of the cart or the wishlist touches: a product's flags show on every shop page and
 * product page, in the cart and the wishlist, and the cart's price follows the cart. One list for all four
 * changes, so whichever of several quick changes settles last refreshes what any of them touched.
 */
const touched = () => [
  ecommerceKeys.products.prefix(),
  ecommerceKeys.product.prefix(),
  ecommerceKeys.cart(),
  ecommerceKeys.wishlist(),
  ecommerceKeys.cartPrice.prefix(),
]

/** The mutations' shared key: while one of them is under way, the others do not refetch over its guess. */
const CHANGE_KEY = ['ecommerce', 'change'] as const

type ChangeOptions = ReturnType<typeof optimisticMutation<ProductChange, unknown>>

interface FlagChange {
  flag: ProductFlag
  value: boolean
  call: (change: ProductChange) => Promise<unknown>
  errorMessage: (name: string | undefined) => string
}

/**
 * A product into or out of the cart or the wishlist, shown at once: the product's flag everywhere, the
 * list itself and, for the cart, the signed-in user's count. A refusal puts it all back with a toast;
 * then the touched queries refetch, and the count is the cart's as the back end has it.
 */
function flagChange(queryClient: QueryClient, { flag, value, call, errorMessage }: FlagChange): ChangeOptions {
  const countBefore = new WeakMap<ProductChange, number>()
  const base = optimisticMutation<ProductChange, unknown>(queryClient, {
    keys: touched,
    mutationFn: call,
    apply: (cache, input) => {
      const { productId, color } = input
      const was = cachedFlag(cache, productId, flag)
      const product = cachedProduct(cache, productId)
      writeFlag(cache, productId, flag, value)
      if (!value) removeFromCachedList(cache, flag, productId)
      else if (product) (flag === 'isInCart' ? addToCachedCart : addToCachedWishlist)(cache, product)
      if (value && flag === 'isInCart' && color) writeCartColor(cache, productId, color)
      if (flag === 'isInCart' && was !== value) {
        countBefore.set(input, sessionCartCount())
        writeSessionCartCount(sessionCartCount() + (value ? 1 : -1))
      }
    },
    // The cache is back as it was by now, so the product's name is there to be said.
    errorMessage: ({ productId }) => errorMessage(cachedProduct(queryClient, productId)?.name),
  })
  return {
    ...base,
    mutationKey: CHANGE_KEY,
    onError: (error, input, snapshot, context) => {
      base.onError?.(error, input, snapshot, context)
      const count = countBefore.get(input)
      if (count !== undefined) writeSessionCartCount(count)
    },
    onSettled: async (answer, error, input, snapshot, context) => {
      // Another change still under way would see its guess overwritten by this refetch: the last one refetches for all.
      if (queryClient.isMutating({ mutationKey: CHANGE_KEY }) > 1) return
      await base.onSettled?.(answer, error, input, snapshot, context)
      if (flag !== 'isInCart') return
      const cart = await queryClient.fetchQuery(cartQuery()).catch(() => undefined)
      if (cart) writeSessionCartCount(cart.length)
    },
  }
}

/**
 * Puts a product in the cart (one of it), in a colour if one is given: `useAddToCart().mutate({ productId, color })`.
 * For a product already in the cart, a colour given changes its line's colour.
 */
export function useAddToCart() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation(
    flagChange(queryClient, {
      flag: 'isInCart',
      value: true,
      call: ({ productId, color }) => api(addToCart, { body: { productId, ...(color && { color }) } }),
      errorMessage: (name) => (name ? t`“${name}” could not be added to the cart. Please try again.` : t`The product could not be added to the cart. Please try again.`),
    }),
  )
}

/** Takes a product out of the cart: `useRemoveFromCart().mutate({ productId })`. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation(
    flagChange(queryClient, {
      flag: 'isInCart',
      value: false,
      call: ({ productId }) => api(removeFromCart, { params: { productId } }),
      errorMessage: (name) =>
        name ? t`“${name}” could not be removed from the cart. Please try again.` : t`The product could not be removed from the cart. Please try again.`,
    }),
  )
}

/** Puts a product on the wishlist: `useAddToWishlist().mutate({ productId })`. */
export function useAddToWishlist() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation(
    flagChange(queryClient, {
      flag: 'isInWishlist',
      value: true,
      call: ({ productId }) => api(addToWishlist, { body: { productId } }),
      errorMessage: (name) =>
        name ? t`“${name}” could not be added to the wishlist. Please try again.` : t`The product could not be added to the wishlist. Please try again.`,
    }),
  )
}

/** Takes a product off the wishlist: `useRemoveFromWishlist().mutate({ productId })`. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation(
    flagChange(queryClient, {
      flag: 'isInWishlist',
      value: false,
      call: ({ productId }) => api(removeFromWishlist, { params: { productId } }),
      errorMessage: (name) =>
        name
          ? t`“${name}” could not be removed from the wishlist. Please try again.`
          : t`The product could not be removed from the wishlist. Please try again.`,
    }),
  )
}
