import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { addToCart, addToWishlist, cartData, type CartProduct, type Product } from '@/api/contract/ecommerce'
import { createQueryClient, reportMutationErrors } from '@/api/queryClient'
import { getSession } from '@/auth'
import { configureMock } from '@/mocks/settings'
import { setupSignedInBackend } from '@/test/signedIn'
import { useAddToCart, useAddToWishlist, useRemoveFromCart } from './mutations'
import { cartQuery, ecommerceKeys, productQuery, productsQuery, wishlistQuery } from './queries'

setupSignedInBackend('admin')

type ProductsPage = Awaited<ReturnType<NonNullable<ReturnType<typeof productsQuery>['queryFn']>>>

/** The shop's first page, a product page, the cart and the wishlist in the cache, as after visiting them. */
async function visitedCache() {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  const cache = createQueryClient({ retry: false })
  const toasts: string[] = []
  reportMutationErrors((message) => toasts.push(message))
  const page = await cache.fetchQuery(productsQuery())
  const cart = await cache.fetchQuery(cartQuery())
  await cache.fetchQuery(wishlistQuery())
  // A product of the first page that is in neither list, in stock.
  const product = page.products.find((each) => !each.isInCart && !each.isInWishlist && each.stock > 0)!
  await cache.fetchQuery(productQuery(product.slug))
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={cache}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  )
  return { cache, toasts, product, cartBefore: cart, wrapper }
}

/** What the cache says of a product, everywhere it is shown. */
function seen(cache: QueryClient, product: Product) {
  const page = cache.getQueryData<ProductsPage>(productsQuery().queryKey)!
  return {
    inPage: page.products.find((each) => each.id === product.id)!,
    inPageCart: page.userCart.some((entry) => entry.productId === product.id),
    detail: cache.getQueryData<Product>(productQuery(product.slug).queryKey)!,
    cart: cache.getQueryData<CartProduct[]>(ecommerceKeys.cart())!.map((line) => line.id),
    wishlist: cache.getQueryData<Product[]>(ecommerceKeys.wishlist())!.map((each) => each.id),
  }
}

const cartCount = () => getSession().userData!.extras.eCommerceCartItemsCount

describe('adding to the cart', () => {
  it('shows the product in the cart everywhere at once, then keeps what the back end answers', async () => {
    const { cache, product, cartBefore, wrapper } = await visitedCache()
    const countBefore = cartCount()
    expect(countBefore).toBe(cartBefore.length)
    const { result } = renderHook(() => useAddToCart(), { wrapper })

    act(() => result.current.mutate({ productId: product.id }))
    // Before any answer: the flag on the shop's page and the product's page, the cart's line, the count.
    await waitFor(() => expect(seen(cache, product).inPage.isInCart).toBe(true))
    const guessed = seen(cache, product)
    expect(guessed.detail.isInCart).toBe(true)
    expect(guessed.inPageCart).toBe(true)
    expect(guessed.cart[0]).toBe(product.id)
    expect(cartCount()).toBe(countBefore + 1)

    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    // The refetched answers agree with the guess, and the count is the cart's as the back end has it.
    const answered = seen(cache, product)
    expect(answered.inPage.isInCart).toBe(true)
    expect(answered.cart).toContain(product.id)
    expect(answered.cart).toHaveLength(cartBefore.length + 1)
    await waitFor(() => expect(cartCount()).toBe(cartBefore.length + 1))
  })

  it('puts everything back and says so when the back end refuses', async () => {
    const { cache, toasts, product, cartBefore, wrapper } = await visitedCache()
    // The cart cannot be asked again either: the count is what the change itself puts back.
    configureMock({ failures: { [addToCart.id]: { status: 500 }, [cartData.id]: { status: 500 } } })
    const countBefore = cartCount()
    const { result } = renderHook(() => useAddToCart(), { wrapper })

    act(() => result.current.mutate({ productId: product.id }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    const after = seen(cache, product)
    expect(after.inPage.isInCart).toBe(false)
    expect(after.detail.isInCart).toBe(false)
    expect(after.inPageCart).toBe(false)
    expect(after.cart).toEqual(cartBefore.map((line) => line.id))
    expect(cartCount()).toBe(countBefore)
    expect(toasts).toEqual([`“${product.name}” could not be added to the cart. Please try again.`])
  })
})

describe('taking out of the cart', () => {
  it('takes the line out and the count down at once', async () => {
    const { cache, cartBefore, wrapper } = await visitedCache()
    const [first] = cartBefore
    expect(first).toBeDefined()
    const { result } = renderHook(() => useRemoveFromCart(), { wrapper })
    act(() => result.current.mutate({ productId: first!.id }))
    await waitFor(() => expect(cache.getQueryData<CartProduct[]>(ecommerceKeys.cart())!.map((line) => line.id)).not.toContain(first!.id))
    expect(cartCount()).toBe(cartBefore.length - 1)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(cache.getQueryData<CartProduct[]>(ecommerceKeys.cart())).toHaveLength(cartBefore.length - 1)
  })
})

describe('the wishlist', () => {
  it('gains the product first, with its flag set on every page that shows it; a refusal takes it back', async () => {
    const { cache, toasts, product, wrapper } = await visitedCache()
    const { result } = renderHook(() => useAddToWishlist(), { wrapper })
    act(() => result.current.mutate({ productId: product.id }))
    await waitFor(() => expect(seen(cache, product).wishlist[0]).toBe(product.id))
    expect(seen(cache, product).inPage.isInWishlist).toBe(true)
    expect(seen(cache, product).detail.isInWishlist).toBe(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(seen(cache, product).wishlist).toContain(product.id)

    const other = cache.getQueryData<ProductsPage>(productsQuery().queryKey)!.products.find((each) => !each.isInWishlist && each.id !== product.id)!
    configureMock({ failures: { [addToWishlist.id]: { status: 500 } } })
    act(() => result.current.mutate({ productId: other.id }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(seen(cache, other).inPage.isInWishlist).toBe(false)
    expect(seen(cache, other).wishlist).not.toContain(other.id)
    expect(toasts).toEqual([`“${other.name}” could not be added to the wishlist. Please try again.`])
  })
})
