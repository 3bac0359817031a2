import type { QueryClient } from '@tanstack/react-query'
import type { CartProduct, Product, ProductDetail } from '@/api/contract/ecommerce'
import type { ResponseOf } from '@/api/contract/endpoint'
import type { productsData } from '@/api/contract/ecommerce'
import { PRODUCT_OFFERS, type ProductColor } from '@/api/contract/ecommerceValues'
import { getSession, updateUserData } from '@/auth'
import { ecommerceKeys } from './queries'

/**
 * What a change of the cart or the wishlist writes into the cache before the back end answers: the
 * product's flag wherever the product is shown (every cached shop page, product page, the cart and the
 * wishlist), the lists themselves, and the signed-in user's cart count. The back end's answers replace
 * these guesses once the touched queries refetch (src/features/ecommerce/mutations.ts).
 */

type ProductsPage = ResponseOf<typeof productsData>
export type ProductFlag = 'isInCart' | 'isInWishlist'

/** An entry the back end has not numbered yet: the refetch brings its id. */
const PROVISIONAL_ID = 0

/** The product with this id as any cached list or page shows it; undefined when none does. */
export function cachedProduct(cache: QueryClient, productId: number): Product | undefined {
  const lists = [
    ...cache.getQueriesData<ProductsPage>({ queryKey: ecommerceKeys.products.prefix() }).map(([, page]) => page?.products),
    ...cache.getQueriesData<ProductDetail>({ queryKey: ecommerceKeys.product.prefix() }).map(([, product]) => product && [product]),
    cache.getQueryData<CartProduct[]>(ecommerceKeys.cart()),
    cache.getQueryData<Product[]>(ecommerceKeys.wishlist()),
  ]
  for (const list of lists) {
    const found = list?.find((product) => product.id === productId)
    if (found) return found
  }
  return undefined
}

/** Whether the cache says the product is in the cart (or wishlist); undefined when it does not know. */
export function cachedFlag(cache: QueryClient, productId: number, flag: ProductFlag): boolean | undefined {
  const list = cache.getQueryData<Product[]>(flag === 'isInCart' ? ecommerceKeys.cart() : ecommerceKeys.wishlist())
  if (list) return list.some((product) => product.id === productId)
  return cachedProduct(cache, productId)?.[flag]
}

function withFlag<T extends Product>(products: readonly T[], productId: number, flag: ProductFlag, value: boolean): T[] {
  return products.map((product) => (product.id === productId && product[flag] !== value ? { ...product, [flag]: value } : product))
}

/** A shop page with the product's flag set, and the user's entries (userCart, userWishlist) to match. */
export function pageWithFlag(page: ProductsPage, productId: number, flag: ProductFlag, value: boolean): ProductsPage {
  const entriesField = flag === 'isInCart' ? 'userCart' : 'userWishlist'
  const entries: { id: number; productId: number }[] = page[entriesField]
  const listed = entries.some((entry) => entry.productId === productId)
  const nextEntries =
    value && !listed
      ? [{ id: PROVISIONAL_ID, productId, ...(flag === 'isInCart' && { qty: 1 }) }, ...entries]
      : !value && listed
        ? entries.filter((entry) => entry.productId !== productId)
        : entries
  return { ...page, products: withFlag(page.products, productId, flag, value), [entriesField]: nextEntries }
}

/** Sets a product's flag everywhere the cache shows the product: shop pages, product pages, the cart and the wishlist. */
export function writeFlag(cache: QueryClient, productId: number, flag: ProductFlag, value: boolean): void {
  cache.setQueriesData<ProductsPage>({ queryKey: ecommerceKeys.products.prefix() }, (page) => page && pageWithFlag(page, productId, flag, value))
  cache.setQueriesData<ProductDetail>({ queryKey: ecommerceKeys.product.prefix() }, (product) =>
    product && product.id === productId && product[flag] !== value ? { ...product, [flag]: value } : product,
  )
  cache.setQueryData<CartProduct[]>(ecommerceKeys.cart(), (cart) => cart && withFlag(cart, productId, flag, value))
  cache.setQueryData<Product[]>(ecommerceKeys.wishlist(), (wishlist) => wishlist && withFlag(wishlist, productId, flag, value))
}

/** A product as a list entry: its page's extra fields (colours, pictures) and a cart line's left out. */
function listEntry(product: Product): Product {
  const { id, name, slug, description, brand, category, price, image, hasFreeShipping, rating, stock, isInWishlist, isInCart } = product
  return { id, name, slug, description, brand, category, price, image, hasFreeShipping, rating, stock, isInWishlist, isInCart }
}

/**
 * Puts a product first in the cached cart, with one of it. Its offer (shipping day, offers, discount)
 * is the back end's to say: until the refetch the line shows none.
 */
export function addToCachedCart(cache: QueryClient, product: Product): void {
  cache.setQueryData<CartProduct[]>(ecommerceKeys.cart(), (cart) => {
    if (!cart || cart.some((line) => line.id === product.id)) return cart
    const line: CartProduct = { ...listEntry(product), isInCart: true, qty: 1, shippingDate: '', offers: PRODUCT_OFFERS.min, discountPercentage: 0 }
    return [line, ...cart]
  })
}

/** Gives the product's line in the cached cart, and its entry on every cached shop page, the colour chosen. */
export function writeCartColor(cache: QueryClient, productId: number, color: ProductColor): void {
  cache.setQueryData<CartProduct[]>(ecommerceKeys.cart(), (cart) => cart?.map((line) => (line.id === productId ? { ...line, color } : line)))
  cache.setQueriesData<ProductsPage>({ queryKey: ecommerceKeys.products.prefix() }, (page) =>
    page && { ...page, userCart: page.userCart.map((entry) => (entry.productId === productId ? { ...entry, color } : entry)) },
  )
}

/** Puts a product first in the cached wishlist. */
export function addToCachedWishlist(cache: QueryClient, product: Product): void {
  cache.setQueryData<Product[]>(ecommerceKeys.wishlist(), (wishlist) =>
    !wishlist || wishlist.some((entry) => entry.id === product.id) ? wishlist : [{ ...listEntry(product), isInWishlist: true }, ...wishlist],
  )
}

export function removeFromCachedList(cache: QueryClient, flag: ProductFlag, productId: number): void {
  const key = flag === 'isInCart' ? ecommerceKeys.cart() : ecommerceKeys.wishlist()
  cache.setQueryData<Product[]>(key, (list) => list?.filter((product) => product.id !== productId))
}

/** The signed-in user's count of products in the cart, as their session has it (0 when signed out). */
export function sessionCartCount(): number {
  return getSession().userData?.extras.eCommerceCartItemsCount ?? 0
}

/** Writes the signed-in user's cart count into their session (the navbar's badge before the cart is loaded). */
export function writeSessionCartCount(count: number): void {
  const { userData } = getSession()
  if (!userData || userData.extras.eCommerceCartItemsCount === count) return
  updateUserData({ ...userData, extras: { ...userData.extras, eCommerceCartItemsCount: Math.max(0, count) } })
}
