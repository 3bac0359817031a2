import { integer, oneOf, text } from '@/lib/readers'
import { urlSearch, type SearchChange, type SearchOf } from '@/lib/urlSearch'

/**
 * The checkout's address: /apps/ecommerce/checkout?step=payment&address=2&coupon=VANTAGE10, and once the
 * order is placed /apps/ecommerce/checkout?order=43 (its confirmation). The step, the chosen address and
 * the applied coupon are here, so Back goes to the previous step and a reload keeps where the user was.
 * Routes import this file, whose code lands in the entry chunk: declarations only, no zod.
 */

/** The wizard's steps, in order. */
export const CHECKOUT_STEPS = ['cart', 'address', 'payment'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/** A coupon as the address may hold it: letters and digits, up to the contract's 32. */
const couponCode = text('', (code) => /^[A-Za-z0-9]{1,32}$/.test(code))

export const checkoutSearch = urlSearch(
  {
    step: oneOf(CHECKOUT_STEPS, 'cart'),
    /** The applied coupon ('' for none), as the server spelled it. */
    coupon: couponCode,
    /** The saved address the order ships to, once chosen on the address step. */
    address: integer(undefined, { min: 1 }),
    /** The order just placed: its confirmation replaces the steps. */
    order: integer(undefined, { min: 1 }),
  },
)

export type CheckoutSearch = SearchOf<typeof checkoutSearch>
export type CheckoutSearchChange = SearchChange<CheckoutSearch>
