import { percentOf } from './invoiceTotals'

/**
 * The money of a cart, in integer cents: how the back end prices a cart (POST /apps/ecommerce/cart/price)
 * and an order, as PriceDetails in ./ecommerce.ts describes it. Kept apart from the schemas, as the
 * invoices' sums are (./invoiceTotals.ts), so a screen can show a line's price the way the server adds it up.
 */

/** A product's price in the main unit (129.99) in cents (12 999). */
export const toCents = (price: number): number => Math.round(price * 100)

/** One line of a cart: the product's price in cents, how many, its own discount in percent and whether it ships free. */
export interface CartLine {
  unitPrice: number
  qty: number
  discountPercentage: number
  hasFreeShipping: boolean
}

/** What a line comes to: unitPrice × qty, and the product's discount on that, rounded half up to a whole cent. */
export function lineSums({ unitPrice, qty, discountPercentage }: CartLine): { price: number; discount: number } {
  const price = unitPrice * qty
  return { price, discount: percentOf(price, discountPercentage) }
}

/** What a coupon gives: a percent off what is left after the products' own discounts, and/or free shipping. */
export interface CouponTerms {
  percent?: number
  freeShipping?: boolean
}

export interface CartSums {
  subtotal: number
  discount: number
  couponDiscount: number
  shipping: number
  total: number
}

/**
 * The sums of a cart: the lines' prices and their discounts, each rounded on its own line; then the
 * coupon's percent of what remains; shipping is `shippingFee` unless the cart is empty, every product
 * ships free or the coupon makes it free.
 */
export function cartSums(lines: readonly CartLine[], coupon: CouponTerms, shippingFee: number): CartSums {
  const sums = lines.map(lineSums)
  const subtotal = sums.reduce((sum, line) => sum + line.price, 0)
  const discount = sums.reduce((sum, line) => sum + line.discount, 0)
  const couponDiscount = percentOf(subtotal - discount, coupon.percent ?? 0)
  const shipsFree = lines.length === 0 || coupon.freeShipping === true || lines.every((line) => line.hasFreeShipping)
  const shipping = shipsFree ? 0 : shippingFee
  return { subtotal, discount, couponDiscount, shipping, total: subtotal - discount - couponDiscount + shipping }
}
