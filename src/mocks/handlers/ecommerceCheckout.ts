import type { z } from 'zod'
import { MAX_ADDRESSES, type Address, type AddressInput, type Order, type PaymentInput, type PriceDetails } from '@/api/contract/ecommerce'
import { cartSums, type CouponTerms } from '@/api/contract/ecommerceTotals'
import { mockNow } from '@/mocks/db/clock'
import { COUPONS, SHIPPING_FEE, cartLineOf, orderNumberOf, pricedOrder, type AddressRecord, type OrderRecord, type ProductRecord } from '@/mocks/db/products'
import { badRequest, notFound } from '@/mocks/httpErrors'
import { addresses, cartChanged, cartEntries, cartOf, orders, products } from './ecommerceStore'

/** The checkout: what a cart comes to, the addresses it ships to, and the orders it becomes (src/api/contract/ecommerce.ts). */

const INVALID_COUPON = 'This coupon is not valid'

/** A coupon as typed, upper-cased, and what it gives ('' is none); undefined for a code the shop does not take. */
function couponOf(typed: string): { code: string; terms: CouponTerms } | undefined {
  const code = typed.trim().toUpperCase()
  if (code === '') return { code, terms: {} }
  const terms = COUPONS.get(code)
  return terms && { code, terms }
}

/** The user's cart with each entry's product (an entry whose product is gone is left out). */
function cartItems(userId: number): [entry: ReturnType<typeof cartOf>[number], product: Readonly<ProductRecord>][] {
  return cartOf(userId).flatMap((entry) => {
    const product = products.get(entry.productId)
    return product ? [[entry, product] as const] : []
  })
}

/** What the user's cart comes to with `coupon`, in cents. */
export function cartPriceOf(userId: number, coupon: string): PriceDetails {
  const known = couponOf(coupon)
  if (!known) throw badRequest({ coupon: [INVALID_COUPON] })
  const { code, terms } = known
  const sums = cartSums(
    cartItems(userId).map(([entry, product]) => cartLineOf(product, entry.qty)),
    terms,
    SHIPPING_FEE,
  )
  return { ...sums, coupon: code }
}

/** Why `qty` of a product cannot be had, or undefined when it can. */
export function stockProblem(product: Readonly<ProductRecord>, qty: number): string | undefined {
  if (product.stock === 0) return 'This product is out of stock'
  if (qty > product.stock) return `Only ${product.stock} left in stock`
  return undefined
}

// ---- Addresses ----

const addressView = ({ userId: _userId, ...address }: Readonly<AddressRecord>): Address => address

/** The user's addresses, the default first, then in the order they were saved. */
function addressRows(userId: number): Readonly<AddressRecord>[] {
  return addresses.filter((address) => address.userId === userId).sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id)
}

export const addressesOf = (userId: number): Address[] => addressRows(userId).map(addressView)

export function addAddress(userId: number, input: z.output<typeof AddressInput>): Address {
  const own = addressRows(userId)
  if (own.length >= MAX_ADDRESSES) throw badRequest({ addresses: [`At most ${MAX_ADDRESSES} addresses can be saved: remove one first`] })
  const isDefault = input.isDefault || own.length === 0
  if (isDefault) for (const address of own) if (address.isDefault) addresses.update(address.id, { isDefault: false })
  return addressView(addresses.insert({ ...input, isDefault, userId }))
}

export function removeAddress(userId: number, id: number): void {
  const address = addresses.find((row) => row.id === id && row.userId === userId)
  if (!address) throw notFound(`No address with id ${id}`)
  addresses.remove(id)
  const next = addressRows(userId)[0]
  if (address.isDefault && next && !next.isDefault) addresses.update(next.id, { isDefault: true })
}

// ---- Orders ----

const orderView = ({ userId: _userId, ...order }: Readonly<OrderRecord>): Order => ({ ...order, number: orderNumberOf(order.id) })

/** The user's orders, the newest first. */
function orderRows(userId: number): Readonly<OrderRecord>[] {
  return orders.filter((order) => order.userId === userId).sort((a, b) => b.placedAt.localeCompare(a.placedAt) || b.id - a.id)
}

export function ordersPage(userId: number, page: number, perPage: number): { orders: Order[]; total: number } {
  const rows = orderRows(userId)
  return { orders: rows.slice((page - 1) * perPage, page * perPage).map(orderView), total: rows.length }
}

export function orderOf(userId: number, id: number): Order {
  const order = orders.find((row) => row.id === id && row.userId === userId)
  if (!order) throw notFound(`No order with id ${id}`)
  return orderView(order)
}

interface OrderInput {
  addressId: number
  payment: z.output<typeof PaymentInput>
  coupon: string
}

/**
 * Places an order for the user's whole cart. Everything is checked before anything is written, so a
 * refused order changes nothing: the cart, the address, the coupon, the stock (the card the contract
 * has checked already). Then the order is stored, the stock goes down and the cart is emptied.
 */
export function placeOrder(userId: number, { addressId, payment, coupon }: OrderInput): Order {
  const items = cartItems(userId)
  if (items.length === 0) throw badRequest({ cart: ['The cart is empty'] })
  const shortages = items.flatMap(([entry, product]) => {
    const problem = stockProblem(product, entry.qty)
    return problem ? [`${product.name}: ${problem}`] : []
  })
  const address = addresses.find((row) => row.id === addressId && row.userId === userId)
  const errors: Record<string, string[]> = {}
  if (shortages.length > 0) errors.cart = shortages
  if (!address) errors.addressId = [`No address with id ${addressId}`]
  const known = couponOf(coupon)
  if (!known) errors.coupon = [INVALID_COUPON]
  if (Object.keys(errors).length > 0) throw badRequest(errors)

  const { id: _id, userId: _owner, isDefault: _default, ...shipTo } = address!
  const order = orders.insert({
    userId,
    placedAt: mockNow().toISOString(),
    status: 'placed',
    ...pricedOrder(
      items.map(([entry, product]) => [product, entry.qty, entry.color]),
      known!.code,
    ),
    address: shipTo,
    payment: payment.method === 'card' ? { method: 'card', cardLast4: payment.card.number.slice(-4) } : { method: payment.method, cardLast4: '' },
  })
  for (const [entry, product] of items) {
    products.update(product.id, { stock: product.stock - entry.qty })
    cartEntries.remove(entry.id)
  }
  cartChanged(userId)
  return orderView(order)
}
