/**
 * The e-commerce app's value lists, apart from its zod schemas (./ecommerce.ts) for the same reason as
 * ./values.ts: the shop's routes read them from the address in the entry chunk, without zod.
 */

/** How the shop can be sorted; featured (the default) is id descending. */
export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/** The shop's page sizes, the first its default (9, the SPEC's). */
export const PRODUCT_PAGE_SIZES = [9, 18, 36] as const

export const PRODUCT_CATEGORIES = ['appliances', 'audio', 'cameras', 'computers', 'gaming', 'phones', 'smart-home', 'wearables'] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

/** The colours a product may come in. */
export const PRODUCT_COLORS = ['black', 'white', 'silver', 'blue', 'red', 'green', 'gold', 'pink'] as const
export type ProductColor = (typeof PRODUCT_COLORS)[number]

/** The most of one product a cart may hold (and never more than the product's stock). */
export const MAX_CART_QUANTITY = 10

/** The fewest and most offers the shop makes on one product, and its own discount, in percent: fixed per product. */
export const PRODUCT_OFFERS = { min: 1, max: 4 } as const
export const PRODUCT_DISCOUNT_PERCENT = { min: 3, max: 20 } as const

/** How an order is paid. (Not the invoices' PAYMENT_METHODS: ./invoiceValues.ts.) */
export const ORDER_PAYMENT_METHODS = ['card', 'cash-on-delivery'] as const
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number]

/** Where an order has got. */
export const ORDER_STATUSES = ['placed', 'shipped', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
