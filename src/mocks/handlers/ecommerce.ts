import * as ecommerceContract from '@/api/contract/ecommerce'
import { endpointsIn } from '@/api/contract/endpoint'
import { mockNow } from '@/mocks/db/clock'
import type { ProductRecord } from '@/mocks/db/products'
import { badRequest, notFound } from '@/mocks/httpErrors'
import { addAddress, addressesOf, cartPriceOf, orderOf, ordersPage, placeOrder, removeAddress, stockProblem } from './ecommerceCheckout'
import { cartProductView, findProduct, productDetailView, productPage, productView } from './ecommerceShop'
import { cartChanged, cartEntries, cartEntryOf, cartOf, mineOf, products, wishlistEntries, wishlistEntryOf, wishlistOf } from './ecommerceStore'
import { implement } from './implement'

/**
 * The shop (src/api/contract/ecommerce.ts): products, the signed-in user's wishlist and cart, and the
 * checkout. Reading needs `read Ecommerce`, any change `update Ecommerce`: the client role gets 403.
 * Each account has its own wishlist, cart, addresses and orders; a change of the cart keeps the
 * account's extras.eCommerceCartItemsCount with it (./ecommerceStore.ts).
 */
export const handlers = implement(endpointsIn(ecommerceContract), {
  productsData: ({ query, user }) => ({
    ...productPage(query, mineOf(user.id)),
    userWishlist: wishlistOf(user.id).map(({ id, productId }) => ({ id, productId })),
    userCart: cartOf(user.id).map(({ id, productId, qty }) => ({ id, productId, qty })),
  }),

  getProduct: ({ params, user }) => ({ product: productDetailView(findProduct(params.id), mineOf(user.id)) }),

  wishlistData: ({ user }) => {
    const mine = mineOf(user.id)
    return { products: wishlistOf(user.id).flatMap((entry) => withProduct(entry.productId, (product) => productView(product, mine))) }
  },

  cartData: ({ user }) => {
    const mine = mineOf(user.id)
    return { products: cartOf(user.id).flatMap((entry) => withProduct(entry.productId, (product) => cartProductView(product, entry, mine))) }
  },

  addToWishlist: ({ body: { productId }, user }) => {
    products.require(productId)
    const { id } = wishlistEntryOf(user.id, productId) ?? wishlistEntries.insert({ userId: user.id, productId, addedAt: mockNow().toISOString() })
    return { id, productId }
  },

  addToCart: ({ body: { productId }, user }) => {
    const product = products.require(productId)
    const existing = cartEntryOf(user.id, productId)
    if (existing) return { id: existing.id, productId, qty: existing.qty }
    if (product.stock === 0) throw badRequest({ productId: ['This product is out of stock'] })
    const { id, qty } = cartEntries.insert({ userId: user.id, productId, qty: 1, addedAt: mockNow().toISOString() })
    cartChanged(user.id)
    return { id, productId, qty }
  },

  removeFromWishlist: ({ params: { productId }, user }) => {
    products.require(productId)
    const entry = wishlistEntryOf(user.id, productId)
    if (entry) wishlistEntries.remove(entry.id)
    return undefined
  },

  removeFromCart: ({ params: { productId }, user }) => {
    products.require(productId)
    const entry = cartEntryOf(user.id, productId)
    if (entry) {
      cartEntries.remove(entry.id)
      cartChanged(user.id)
    }
    return undefined
  },

  setCartQuantity: ({ params: { productId }, body: { qty }, user }) => {
    const entry = cartEntryOf(user.id, productId)
    if (!entry) throw notFound(`Product ${productId} is not in the cart`)
    const problem = stockProblem(products.require(productId), qty)
    if (problem) throw badRequest({ qty: [problem] })
    cartEntries.update(entry.id, { qty })
    return { id: entry.id, productId, qty }
  },

  cartPrice: ({ body, user }) => cartPriceOf(user.id, body.coupon),

  addressesData: ({ user }) => ({ addresses: addressesOf(user.id) }),

  addAddress: ({ body, user }) => addAddress(user.id, body),

  removeAddress: ({ params, user }) => {
    removeAddress(user.id, params.id)
    return undefined
  },

  placeOrder: ({ body, user }) => placeOrder(user.id, body),

  ordersData: ({ query, user }) => ordersPage(user.id, query.page, query.perPage),

  getOrder: ({ params, user }) => orderOf(user.id, params.id),
})

/** `view` of the product with this id, as a list of one; none when the product is gone. */
function withProduct<T>(productId: number, view: (product: Readonly<ProductRecord>) => T): T[] {
  const product = products.get(productId)
  return product ? [view(product)] : []
}
