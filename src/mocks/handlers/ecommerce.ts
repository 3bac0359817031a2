import * as ecommerceContract from '@/api/contract/ecommerce'
import { endpointsIn } from '@/api/contract/endpoint'
import { mockNow } from '@/mocks/db/clock'
import type { ProductRecord } from '@/mocks/db/products'
import { badRequest, notFound } from '@/mocks/httpErrors'
import { addAddress, addressesOf, cartPriceOf, orderOf, ordersPage, placeOrder, removeAddress, stockProblem } from './ecommerceCheckout'
import { cartProductView, findProduct, productDetailView, productPage, productView } from './ecommerceShop'
import { cartChanged, cartEntries, cartEntryOf, cartEntryView, cartOf, mineOf, products, wishlistEntries, wishlistEntryOf, wishlistOf } from './ecommerceStore'
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
    userCart: cartOf(user.id).map(cartEntryView),
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

  addToCart: ({ body: { productId, color }, user }) => {
    const product = products.require(productId)
    if (color !== undefined && !product.colorOptions.includes(color)) throw badRequest({ color: [`This product does not come in ${color}`] })
    const existing = cartEntryOf(user.id, productId)
    // Added again: the line keeps its quantity, and takes the colour now chosen (none given keeps the one it has).
    if (existing) return cartEntryView(color === undefined || color === existing.color ? existing : cartEntries.update(existing.id, { color })!)
    if (product.stock === 0) throw badRequest({ productId: ['This product is out of stock'] })
    const entry = cartEntries.insert({ userId: user.id, productId, qty: 1, ...(color && { color }), addedAt: mockNow().toISOString() })
    cartChanged(user.id)
    return cartEntryView(entry)
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
    return cartEntryView(cartEntries.update(entry.id, { qty })!)
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
