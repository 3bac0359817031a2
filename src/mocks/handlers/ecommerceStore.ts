import type { CartEntry } from '@/api/contract/ecommerce'
import { defineCollections } from '@/mocks/db'
import {
  AddressRecord,
  CartRecord,
  OrderRecord,
  ProductRecord,
  WishlistRecord,
  seedAddresses,
  seedCart,
  seedOrders,
  seedProducts,
  seedWishlist,
} from '@/mocks/db/products'
import { accounts } from './accounts'

/**
 * The shop's collections (seeds: src/mocks/db/products.ts). The wishlist, cart, addresses and orders hold
 * every account's rows, each with its `userId`: a handler reads and writes the signed-in user's only.
 */
export const {
  products,
  wishlistEntries,
  cartEntries,
  shippingAddresses: addresses,
  orders,
} = defineCollections({
  products: { row: 'product', schema: ProductRecord, seed: seedProducts },
  wishlistEntries: { row: 'wishlist entry', schema: WishlistRecord, seed: seedWishlist },
  cartEntries: { row: 'cart entry', schema: CartRecord, seed: seedCart },
  shippingAddresses: { row: 'address', schema: AddressRecord, seed: seedAddresses },
  orders: { row: 'order', schema: OrderRecord, seed: seedOrders },
})

/** Latest added first; the same instant by id, the later first. */
const latestFirst = (a: { addedAt: string; id: number }, b: { addedAt: string; id: number }) =>
  b.addedAt.localeCompare(a.addedAt) || b.id - a.id

/** The user's wishlist, latest added first. */
export function wishlistOf(userId: number): Readonly<WishlistRecord>[] {
  return wishlistEntries.filter((entry) => entry.userId === userId).sort(latestFirst)
}

/** The user's cart, latest added first. */
export function cartOf(userId: number): Readonly<CartRecord>[] {
  return cartEntries.filter((entry) => entry.userId === userId).sort(latestFirst)
}

/** A cart entry as the contract answers it: without its owner and time; its colour only when one was chosen. */
export const cartEntryView = ({ id, productId, qty, color }: Readonly<CartRecord>): CartEntry => ({ id, productId, qty, ...(color && { color }) })

/** The user's entry for a product in the cart or the wishlist, if any. */
export const cartEntryOf = (userId: number, productId: number) => cartEntries.find((entry) => entry.userId === userId && entry.productId === productId)
export const wishlistEntryOf = (userId: number, productId: number) =>
  wishlistEntries.find((entry) => entry.userId === userId && entry.productId === productId)

/**
 * Keeps the account's `extras.eCommerceCartItemsCount` (what sign-in, refresh and `me` answer) equal to
 * the number of products in its cart. Every handler that changes a cart calls it in the same call, so
 * the account is stored with the cart before the answer leaves; the seeds agree from the start
 * (src/mocks/db/accounts.ts). Written here rather than counted at sign-in: the accounts load with the
 * mock, the shop only with its first call.
 */
export function cartChanged(userId: number): void {
  const account = accounts.get(userId)
  if (!account) return
  const count = cartEntries.filter((entry) => entry.userId === userId).length
  if (account.extras.eCommerceCartItemsCount !== count) accounts.update(userId, { extras: { ...account.extras, eCommerceCartItemsCount: count } })
}

/** The user's products, as the flags of each product answered: which are in the wishlist, which in the cart. */
export interface Mine {
  wishlist: ReadonlySet<number>
  cart: ReadonlySet<number>
}

export function mineOf(userId: number): Mine {
  return {
    wishlist: new Set(wishlistOf(userId).map((entry) => entry.productId)),
    cart: new Set(cartOf(userId).map((entry) => entry.productId)),
  }
}
