import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { api } from '@/api'
import { cartData, getProduct, productsData, wishlistData, type ProductListQuery } from '@/api/contract/ecommerce'
import { PRODUCT_PAGE_SIZES } from '@/api/contract/ecommerceValues'
import { loadByCause, type LoadCause } from '@/lib/loadByCause'
import { queryKeys } from '@/lib/queryKeys'
import type { ShopSearch } from './search'

/**
 * The e-commerce app's cache: every key is under ['ecommerce', ...], so a change of the cart or the
 * wishlist reaches every screen that shows it (the shop, a product, the wishlist, the navbar, the checkout).
 *
 *   ecommerceKeys.products(query)   one page of the shop
 *   ecommerceKeys.product('slug')   one product's page, by the id or slug its address names
 *   ecommerceKeys.wishlist()        the wishlist
 *   ecommerceKeys.cart()            the cart
 *   ecommerceKeys.cartPrice(coupon) what the cart comes to (the server adds it up)
 */
export const ecommerceKeys = queryKeys('ecommerce', {
  products: (query: ProductListQuery) => [query],
  product: (idOrSlug: string) => [idOrSlug],
  wishlist: () => [],
  cart: () => [],
  cartPrice: (coupon: string) => [coupon],
})

/** The call's query for a search of the shop's address, its defaults left out so equal views share one cache entry. */
export function toProductsQuery(search: Partial<ShopSearch> = {}): ProductListQuery {
  const { q = '', sortBy = 'featured', page = 1, perPage = PRODUCT_PAGE_SIZES[0], price = {}, category = [], brand = [], rating, freeShipping } = search
  return {
    ...(q.trim() !== '' && { q: q.trim() }),
    ...(sortBy !== 'featured' && { sortBy }),
    ...(page !== 1 && { page }),
    ...(perPage !== PRODUCT_PAGE_SIZES[0] && { perPage }),
    ...(price.from !== undefined && { priceMin: price.from }),
    ...(price.to !== undefined && { priceMax: price.to }),
    ...(category.length > 0 && { category }),
    ...(brand.length > 0 && { brand }),
    ...(rating !== undefined && { rating }),
    ...(freeShipping && { freeShipping: true }),
  }
}

/** One page of the shop for a search of its address (every field optional: `productsQuery()` is the first page). */
export const productsQuery = (search: Partial<ShopSearch> = {}) => {
  const query = toProductsQuery(search)
  return queryOptions({ queryKey: ecommerceKeys.products(query), queryFn: ({ signal }) => api(productsData, { query, signal }) })
}

/** One product with its colours and pictures, by numeric id or slug; a 404 (ApiError) when there is none. */
export const productQuery = (idOrSlug: string | number) =>
  queryOptions({
    queryKey: ecommerceKeys.product(String(idOrSlug)),
    queryFn: async ({ signal }) => (await api(getProduct, { params: { id: String(idOrSlug) }, signal })).product,
  })

/** The signed-in user's wishlist, the latest added first. */
export const wishlistQuery = () =>
  queryOptions({ queryKey: ecommerceKeys.wishlist(), queryFn: async ({ signal }) => (await api(wishlistData, { signal })).products })

/** The signed-in user's cart, the latest added first, each product with its quantity and offer. */
export const cartQuery = () =>
  queryOptions({ queryKey: ecommerceKeys.cart(), queryFn: async ({ signal }) => (await api(cartData, { signal })).products })

/**
 * The shop's loader: the page its address asks for (entering waits for it; paging and filtering keep the last
 * page shown meanwhile). A page that fails is the screen's to show: a 404 past the last page takes it to page 1,
 * any other error shows in place of the products, with Retry.
 */
export const loadShop = (queryClient: QueryClient, search: ShopSearch, cause: LoadCause) =>
  loadByCause(queryClient, cause, [], { optional: [productsQuery(search)] })

/** A product page's loader: a product that cannot be loaded shows its own state (not found, Retry), not an error page. */
export const loadProduct = (queryClient: QueryClient, slug: string, cause: LoadCause) =>
  loadByCause(queryClient, cause, [], { optional: [productQuery(slug)] })

/** The wishlist's loader: the screen has its own skeleton and Retry. */
export const loadWishlist = (queryClient: QueryClient, cause: LoadCause) => loadByCause(queryClient, cause, [], { optional: [wishlistQuery()] })

/** The product page opened without a product (as the page index lists it) shows the first featured product; the shop when there is none. */
export async function firstProductRedirect(queryClient: QueryClient): Promise<never> {
  const [first] = (await queryClient.fetchQuery(productsQuery())).products
  throw first
    ? redirect({ to: '/apps/ecommerce/product-detail/$slug', params: { slug: first.slug }, replace: true })
    : redirect({ to: '/apps/ecommerce/shop', replace: true })
}
