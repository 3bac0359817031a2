import { z } from 'zod'
import { Address, CartEntry, CartProduct, Order, ProductDetail, WishlistEntry } from '@/api/contract/ecommerce'
import type { ProductColor } from '@/api/contract/ecommerceValues'
import { cartSums, lineSums, toCents, type CartLine, type CouponTerms } from '@/api/contract/ecommerceTotals'
import { Count, Id } from '@/api/contract/numbers'
import { seedAccounts } from './accounts'
import { addDays, timeOn, type Day } from './clock'
import { galleryOf, SEED_PRODUCTS, slugOf } from './productsSeedData'

/**
 * The shop's seed (src/api/contract/ecommerce.ts): its products (./productsSeedData.ts), and what the
 * demo admin has at it: a cart, a wishlist, two addresses and two past orders. The rows of the signed-in
 * user's things carry the account's id, so every account sees its own. None of these collections
 * is a list the scenarios grow or empty (./scenarios.ts): the admin's cart and its count on the account
 * (./accounts.ts) must agree in every scenario.
 */

// ---- Products ----

/**
 * A product as stored: its page's fields (without the signed-in user's flags), its price in cents,
 * and the fixed offer the cart shows: offers, discount and how many days it takes to ship.
 */
export const ProductRecord = ProductDetail.omit({ isInWishlist: true, isInCart: true, price: true }).extend({
  priceCents: Count,
  offers: CartProduct.shape.offers,
  discountPercentage: CartProduct.shape.discountPercentage,
  shippingDays: z.number().int().min(1).max(14),
})
export type ProductRecord = z.infer<typeof ProductRecord>

/**
 * The offer on a product, fixed by its id (the SPEC's "random" offers and discounts, drawn once): 1 to 4
 * offers, 3 to 20 percent off, shipped in 2 to 7 days. The multipliers are prime to the ranges, so
 * neighbouring ids get different values.
 */
export function offerOf(id: number): Pick<ProductRecord, 'offers' | 'discountPercentage' | 'shippingDays'> {
  return { offers: 1 + ((id * 7) % 4), discountPercentage: 3 + ((id * 13) % 18), shippingDays: 2 + ((id * 5) % 6) }
}

export function seedProducts(): ProductRecord[] {
  return SEED_PRODUCTS.map(({ id, name, brand, category, price, rating, hasFreeShipping, stock, colors, description }) => {
    const slug = slugOf(name)
    const gallery = galleryOf(slug)
    return {
      id,
      name,
      slug,
      description,
      brand,
      category,
      priceCents: toCents(price),
      image: gallery[0]!,
      gallery,
      hasFreeShipping,
      rating,
      stock,
      colorOptions: [...colors],
      ...offerOf(id),
    }
  })
}

// ---- Coupons and shipping ----

/** The coupons the shop takes, by code in upper case. A Map: a code is never looked up on Object.prototype. */
export const COUPONS: ReadonlyMap<string, CouponTerms> = new Map([
  ['VANTAGE10', { percent: 10 }],
  ['FREESHIP', { freeShipping: true }],
])

/** What shipping costs when it is not free, in cents. */
export const SHIPPING_FEE = 999

/** A cart's line for the sums, from the product as stored. */
export const cartLineOf = (product: Readonly<ProductRecord>, qty: number): CartLine => ({
  unitPrice: product.priceCents,
  qty,
  discountPercentage: product.discountPercentage,
  hasFreeShipping: product.hasFreeShipping,
})

// ---- The signed-in user's things ----

export const WishlistRecord = WishlistEntry.extend({ userId: Id, addedAt: z.iso.datetime() })
export type WishlistRecord = z.infer<typeof WishlistRecord>
export const CartRecord = CartEntry.extend({ userId: Id, addedAt: z.iso.datetime() })
export type CartRecord = z.infer<typeof CartRecord>
export const AddressRecord = Address.extend({ userId: Id })
export type AddressRecord = z.infer<typeof AddressRecord>
/** An order as stored: its number is made from its id when it is answered (orderNumberOf). */
export const OrderRecord = Order.omit({ number: true }).extend({ userId: Id })
export type OrderRecord = z.infer<typeof OrderRecord>

const ADMIN = seedAccounts().find((account) => account.role === 'admin')!.id

/** An instant `days` before the seed day at `time` (UTC), as ISO text. */
const before = (day: Day, days: number, time: string) => new Date(timeOn(addDays(day, -days), time)).toISOString()

/**
 * The admin's cart: [product id, quantity, days before the seed day it was added, the colour chosen]. Its length is
 * the admin's eCommerceCartItemsCount (./accounts.ts). Every seeded row is of a day before the seed day, so what a user
 * adds (at the mock's now, on the seed day at any time of day: ./clock.ts) is always the latest. Each colour is one of
 * the product's (./productsSeedData.ts).
 */
export const SEED_CART: readonly (readonly [productId: number, qty: number, daysAgo: number, color: ProductColor])[] = [
  [6, 1, 3, 'pink'],
  [1, 1, 2, 'silver'],
  [26, 2, 1, 'black'],
]

export function seedCart(day: Day): CartRecord[] {
  return SEED_CART.map(([productId, qty, daysAgo, color], i) => ({ id: i + 1, userId: ADMIN, productId, qty, color, addedAt: before(day, daysAgo, '08:05') }))
}

/** The admin's wishlist: [product id, days before the seed day it was added]. One is out of stock. */
const SEED_WISHLIST = [
  [13, 40],
  [21, 26],
  [40, 9],
  [35, 2],
] as const

export function seedWishlist(day: Day): WishlistRecord[] {
  return SEED_WISHLIST.map(([productId, daysAgo], i) => ({ id: i + 1, userId: ADMIN, productId, addedAt: before(day, daysAgo, '19:30') }))
}

const HOME = {
  fullName: 'John Doe',
  phone: '+1 (503) 555-0147',
  line1: '4829 Willow Lane',
  line2: 'Apartment 12B',
  city: 'Portland',
  state: 'OR',
  postcode: '97205',
  country: 'United States',
  type: 'home',
} as const

const OFFICE = {
  fullName: 'John Doe',
  phone: '+1 (415) 555-0192',
  line1: 'Vantage Labs, 1200 Harbor Boulevard',
  line2: 'Suite 400',
  city: 'San Francisco',
  state: 'CA',
  postcode: '94107',
  country: 'United States',
  type: 'office',
} as const

export function seedAddresses(): AddressRecord[] {
  return [
    { id: 1, userId: ADMIN, ...HOME, isDefault: true },
    { id: 2, userId: ADMIN, ...OFFICE, isDefault: false },
  ]
}

/** An order's number: what the customer quotes. */
export const orderNumberOf = (id: number): string => `VL-${100_000 + id}`

/** One line of an order to price: the product, how many, and the colour of its cart line (if one was chosen). */
export type OrderItem = readonly [product: Readonly<ProductRecord>, qty: number, color?: ProductColor]

/** The lines and amounts of an order of `items`, priced as the cart prices them. */
export function pricedOrder(items: readonly OrderItem[], code: string) {
  const lines = items.map(([product, qty, color]) => ({
    productId: product.id,
    name: product.name,
    image: product.image,
    qty,
    ...(color && { color }),
    unitPrice: product.priceCents,
    ...lineSums(cartLineOf(product, qty)),
  }))
  const sums = cartSums(
    items.map(([product, qty]) => cartLineOf(product, qty)),
    COUPONS.get(code) ?? {},
    SHIPPING_FEE,
  )
  return { lines, amounts: { ...sums, coupon: code } }
}

/** The ids of the seed's two past orders: the dashboards' figures stand for them already (./cards.ts). */
const [OLDER_ORDER, LATER_ORDER] = [41, 42] as const
export const SEEDED_ORDER_IDS: ReadonlySet<number> = new Set([OLDER_ORDER, LATER_ORDER])

/** Two past orders of the admin's, numbered on from VL-100040 so the next one placed is VL-100043. */
export function seedOrders(day: Day): OrderRecord[] {
  const all = seedProducts()
  const product = (id: number) => all.find((p) => p.id === id)!
  const [home, office] = seedAddresses().map(({ id: _id, userId: _userId, isDefault: _default, ...address }) => address)
  return [
    {
      id: OLDER_ORDER,
      userId: ADMIN,
      placedAt: before(day, 34, '14:12'),
      status: 'delivered',
      ...pricedOrder(
        [
          [product(9), 1, 'white'],
          [product(16), 1, 'white'],
        ],
        '',
      ),
      address: home!,
      payment: { method: 'card', cardLast4: '4242' },
    },
    {
      id: LATER_ORDER,
      userId: ADMIN,
      placedAt: before(day, 5, '09:41'),
      status: 'shipped',
      ...pricedOrder([[product(18), 1, 'white']], 'VANTAGE10'),
      address: office!,
      payment: { method: 'cash-on-delivery', cardLast4: '' },
    },
  ]
}
