/**
 * The money of an invoice, in integer cents: how the back end prices a document from its line items,
 * and how the core API's own fields spell the result. The edit screen shows the same sums live, so the
 * arithmetic lives here once, for the mock and the screens alike; a server never takes a client's sums.
 */

/** What a line contributes: its unit cost in cents and how many. */
export interface PricedLine {
  cost: number
  quantity: number
}

/** A document's sums, each in cents. */
export interface InvoiceSums {
  /** Every line's cost times its quantity. */
  subtotal: number
  /** `discount` percent of the subtotal. */
  discount: number
  /** `tax` percent of what remains after the discount. */
  tax: number
  /** subtotal - discount + tax. */
  total: number
}

/** What a line costs: its unit cost times its quantity, in cents. */
export const linePrice = ({ cost, quantity }: PricedLine): number => cost * quantity

/**
 * `percent` of `cents`, rounded half up to a whole cent. The percent has at most two decimals (12.5,
 * 7.25); the product is taken in BigInt so no amount is ever a float on the way.
 */
export function percentOf(cents: number, percent: number): number {
  const hundredths = BigInt(Math.round(percent * 100))
  // cents * percent / 100, in hundredths of a percent: / 10 000; adding half the divisor rounds half up.
  return Number((BigInt(cents) * hundredths * 2n + 10_000n) / 20_000n)
}

/** The sums of a document: lines, then the discount on their subtotal, then the tax on what is left. */
export function invoiceSums(items: readonly PricedLine[], discountPercent: number, taxPercent: number): InvoiceSums {
  const subtotal = items.reduce((sum, item) => sum + linePrice(item), 0)
  const discount = percentOf(subtotal, discountPercent)
  const tax = percentOf(subtotal - discount, taxPercent)
  return { subtotal, discount, tax, total: subtotal - discount + tax }
}

/** Whether a percent has at most two decimals (12.5 and 7.25 do, 0.125 does not). */
export function hasCentPrecision(percent: number): boolean {
  return Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-9
}

/** The core API's `total`: the amount in the currency's main unit, a plain number (3428.5 for 342 850 cents). */
export const mainUnits = (cents: number): number => cents / 100

/**
 * An amount as the core API's text fields write it (`balance`, `totalDue`): the currency's sign, two
 * decimals, no grouping: "$724.50", "€1200.00". Screens format cents themselves, in the active locale.
 */
export function amountText(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, useGrouping: false }).format(mainUnits(cents))
}

/** The core API's `balance`: the amount still due as text, or the number 0 when nothing is. */
export const balanceField = (cents: number, currency: string): string | 0 => (cents === 0 ? 0 : amountText(cents, currency))
