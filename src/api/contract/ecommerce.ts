import { z } from 'zod'
import {
  MAX_CART_QUANTITY,
  ORDER_PAYMENT_METHODS,
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  PRODUCT_COLORS,
  PRODUCT_DISCOUNT_PERCENT,
  PRODUCT_OFFERS,
  PRODUCT_PAGE_SIZES,
  PRODUCT_SORTS,
} from './ecommerceValues'
import { domainEndpoint } from './endpoint'
import { NOT_FOUND } from './errors'
import { Count, Id, IdParam, intParam } from './numbers'
import { flagParam, MAX_PER_PAGE } from './paging'
import { personName, searchText, text } from './text'

// Every call acts on the subject the shop's routes guard with: a GET needs `read Ecommerce`, a write `update Ecommerce`.
const endpoint = domainEndpoint('Ecommerce')

// ---- Entities ----

export const ProductCategory = z.enum(PRODUCT_CATEGORIES)
export type ProductCategory = z.infer<typeof ProductCategory>
export const ProductColor = z.enum(PRODUCT_COLORS)
export type ProductColor = z.infer<typeof ProductColor>
export const ProductSort = z.enum(PRODUCT_SORTS)
// Not `PaymentMethod`: the invoices' contract has one, and both reach '@/api/contract'.
export const OrderPaymentMethod = z.enum(ORDER_PAYMENT_METHODS)
export const OrderStatus = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatus>

/** An amount of money in cents: a whole number, so no sum is ever rounded twice (as the invoices' amounts). */
const Cents = Count

/**
 * A product of the shop, with the signed-in user's flags. `price` is in the currency's main unit (339.99), as the
 * core API has it, and always a whole number of cents; sums (the cart's, an order's) are in cents.
 */
export const Product = z
  .object({
    id: Id,
    name: z.string(),
    /** The product's name in an address: /apps/ecommerce/product-detail/<slug>. */
    slug: z.string(),
    description: z.string(),
    brand: z.string(),
    category: ProductCategory,
    price: z.number().nonnegative().describe('In the main unit (129.99), always a whole number of cents.'),
    /** A picture on this site, drawn offline (e.g. /images/products/lumora-aria-wireless-headphones.svg). */
    image: z.string(),
    hasFreeShipping: z.boolean(),
    /** Customers' average, 0 to 5 in steps of 0.5. */
    rating: z.number().min(0).max(5).multipleOf(0.5),
    /** How many are in stock: 0 is out of stock, which the cart refuses. */
    stock: Count,
    isInWishlist: z.boolean(),
    isInCart: z.boolean(),
  })
  .meta({ id: 'Product' })
export type Product = z.infer<typeof Product>

/** A product as its page shows it: its colours and more pictures. */
export const ProductDetail = Product.extend({
  colorOptions: z.array(ProductColor),
  /** More pictures of it, the first being `image`. */
  gallery: z.array(z.string()),
}).meta({ id: 'ProductDetail' })
export type ProductDetail = z.infer<typeof ProductDetail>

export const WishlistEntry = z.object({ id: Id, productId: Id })
export type WishlistEntry = z.infer<typeof WishlistEntry>

export const CartEntry = z.object({
  id: Id,
  productId: Id,
  qty: z.number().int().min(1).max(MAX_CART_QUANTITY),
  /** The colour chosen on the product's page, one of its colorOptions; absent when none was chosen (added from the shop's grid). */
  color: ProductColor.optional(),
})
export type CartEntry = z.infer<typeof CartEntry>

/** A product in the cart: the product, how many, and the offer the shop makes on it (fixed per product, the same on every call). */
export const CartProduct = Product.extend({
  qty: CartEntry.shape.qty,
  color: CartEntry.shape.color,
  /** The day it would ship if ordered today (the mock's today), YYYY-MM-DD: a fixed number of days per product. */
  shippingDate: z.iso.date(),
  /** How many offers apply to it (1 to 4). */
  offers: z.number().int().min(PRODUCT_OFFERS.min).max(PRODUCT_OFFERS.max),
  /** The discount on it, 3 to 20 percent: what cart/price takes off its line. */
  discountPercentage: z.number().int().min(PRODUCT_DISCOUNT_PERCENT.min).max(PRODUCT_DISCOUNT_PERCENT.max),
}).meta({ id: 'CartProduct' })
export type CartProduct = z.infer<typeof CartProduct>

/** How many products of each brand or category match the other filters (what the shop's sidebar shows beside each). */
export const FacetCount = z.object({ value: z.string(), count: Count })
export const ProductFacets = z.object({
  /** Every brand of the shop, by name, each counted under q and every filter but brand (0 when none matches). */
  brands: z.array(FacetCount),
  /** Every category, in PRODUCT_CATEGORIES' order, each counted under q and every filter but category. */
  categories: z.array(FacetCount),
  /** The lowest and highest price among all products, in the main unit: the price slider's ends. */
  priceRange: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }),
})
export type ProductFacets = z.infer<typeof ProductFacets>

/** An address the user ships to. */
export const Address = z
  .object({
    id: Id,
    fullName: z.string(),
    phone: z.string(),
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    state: z.string(),
    postcode: z.string(),
    country: z.string(),
    type: z.enum(['home', 'office']),
    isDefault: z.boolean(),
  })
  .meta({ id: 'Address' })
export type Address = z.infer<typeof Address>

/**
 * What the cart comes to, in cents, computed by the server: each line's discount is rounded to a whole
 * cent (half up) on its own, then summed, so the parts always add up to the total.
 */
export const PriceDetails = z.object({
  /** Every line's price × quantity. */
  subtotal: Cents,
  /** The products' own discounts: each line's discountPercentage of its price × quantity. */
  discount: Cents,
  /** A percent coupon's share of subtotal − discount; 0 without one (and for a free-shipping coupon). */
  couponDiscount: Cents,
  /** The coupon applied, in upper case; '' for none. */
  coupon: z.string(),
  /** 0 for an empty cart, when every product ships free or with a free-shipping coupon; otherwise one flat fee. */
  shipping: Cents,
  /** subtotal − discount − couponDiscount + shipping. */
  total: Cents,
})
export type PriceDetails = z.infer<typeof PriceDetails>

/** A product as it was ordered: its name, picture and price then, in cents. The lines add up to the order's subtotal and discount. */
export const OrderLine = z.object({
  productId: Id,
  name: z.string(),
  image: z.string(),
  qty: CartEntry.shape.qty,
  /** The colour the cart line had; absent when none was chosen. */
  color: CartEntry.shape.color,
  unitPrice: Cents,
  /** unitPrice × qty. */
  price: Cents,
  /** The product's own discount on this line. */
  discount: Cents,
})

export const Order = z
  .object({
    id: Id,
    /** What the customer quotes: "VL-100042". */
    number: z.string(),
    placedAt: z.iso.datetime(),
    status: OrderStatus,
    lines: z.array(OrderLine).min(1),
    amounts: PriceDetails,
    address: Address.omit({ id: true, isDefault: true }),
    payment: z.object({
      method: OrderPaymentMethod,
      /** The card's last four digits, '' for cash on delivery (the number itself is never kept). */
      cardLast4: z.string(),
    }),
  })
  .meta({ id: 'Order' })
export type Order = z.infer<typeof Order>

// ---- Inputs ----

/** The most addresses one user keeps. */
export const MAX_ADDRESSES = 20
const MAX_ADDRESS_TEXT_LENGTH = 120
/** A coupon code: up to 32 letters and digits. */
const MAX_COUPON_LENGTH = 32

/** A coupon as typed: trimmed, any case (the server compares upper case). */
export const CouponInput = text(MAX_COUPON_LENGTH, { trim: true })

// Two helpers, not one with a flag: a union of both types would make every field a required key of AddressInput.
const requiredAddressText = () => text(MAX_ADDRESS_TEXT_LENGTH, { trim: true }).min(1, 'Required')
const optionalAddressText = () => text(MAX_ADDRESS_TEXT_LENGTH, { trim: true }).default('')

export const AddressInput = z.object({
  fullName: personName().min(1, 'Required'),
  phone: text(32, { trim: true }).regex(/^\+?[\d\s().-]{6,}$/, 'Enter a phone number'),
  line1: requiredAddressText(),
  line2: optionalAddressText(),
  city: requiredAddressText(),
  state: optionalAddressText(),
  postcode: text(16, { trim: true }).min(1, 'Required'),
  country: requiredAddressText(),
  type: z.enum(['home', 'office']).default('home'),
  isDefault: z.boolean().default(false),
})
export type AddressInput = z.input<typeof AddressInput>

/** Whether a card number passes the Luhn checksum (digits only). */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return digits.length >= 12 && sum % 10 === 0
}

/** Whether a card's MM/YY expiry is this month or later (by `now`'s calendar, in UTC). */
export function expiryValid(expiry: string, now: Date = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry)
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
}

/** A card as the payment step sends it. Spaces in the number are ignored; the server keeps only its last four digits. */
export const CardInput = z.object({
  number: text(23, { trim: true })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((digits) => /^\d{12,19}$/.test(digits) && luhnValid(digits), 'Enter a valid card number'),
  name: personName().min(1, 'Required'),
  expiry: text(5, { trim: true }).refine((value) => expiryValid(value), 'Enter an expiry date (MM/YY) that has not passed'),
  cvv: text(4, { trim: true }).regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back of the card'),
})

export const PaymentInput = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), card: CardInput }),
  z.object({ method: z.literal('cash-on-delivery') }),
])

/**
 * A list as a query string carries it, read liberally (as the calendar's): `key=a&key=b`, `key[]=a` and
 * `key=a,b` are one list; blank entries are left out, so `brand=` or `brand=,` filters nothing.
 */
const listParam = <T extends z.ZodType>(item: T) =>
  z
    .preprocess(
      // Typed for callers as a list of the items (or one); the server reads whatever arrives.
      (value: z.input<T> | z.input<T>[]) =>
        (Array.isArray(value) ? (value as unknown[]) : value === undefined ? [] : [value])
          .flatMap((entry) => (typeof entry === 'string' ? entry.split(',').map((part) => part.trim()) : [entry]))
          .filter((entry) => entry !== ''),
      z.array(item).max(50),
    )
    .default([])

/** The shop's query. Empty values are absent ones. Beyond the core API: the filters after sortBy. */
export const ProductListQuery = z.object({
  q: searchText().default('').describe('Case-insensitive text found in the name.'),
  sortBy: ProductSort.default('featured'),
  perPage: intParam(z.number().int().positive().max(MAX_PER_PAGE)).default(PRODUCT_PAGE_SIZES[0]),
  page: intParam(z.number().int().positive()).default(1).describe('The page, from 1; past the last page it is a 404.'),
  priceMin: intParam(z.number().int().nonnegative()).optional().describe('Only products costing at least this, in the main unit.'),
  priceMax: intParam(z.number().int().nonnegative()).optional().describe('Only products costing at most this, in the main unit.'),
  category: listParam(ProductCategory).describe('Any of these categories (category=a&category=b, category[]=a or category=a,b).'),
  brand: listParam(text(64, { trim: true })).describe('Any of these brands, compared without regard to case.'),
  rating: intParam(z.number().int().min(1).max(5)).optional().describe('At least this many stars.'),
  freeShipping: flagParam(false).describe('true: only products that ship free.'),
})
export type ProductListQuery = z.input<typeof ProductListQuery>

// ---- Endpoints: the core API ----

export const productsData = endpoint({
  method: 'GET',
  path: '/apps/ecommerce/products',
  description:
    'One page of the products matching q and the filters, sorted by sortBy (featured: id descending; price-asc and price-desc, equal prices id descending), ' +
    "with total, the signed-in user's whole wishlist and cart entries and, beyond the core API, the facet counts. " +
    'A page past the last one is a 404 (page 1 of nothing is an empty 200).',
  query: ProductListQuery,
  response: z.object({
    products: z.array(Product),
    total: Count,
    userWishlist: z.array(WishlistEntry),
    userCart: z.array(CartEntry),
    facets: ProductFacets,
  }),
  errors: NOT_FOUND,
})

export const getProduct = endpoint({
  method: 'GET',
  path: '/apps/ecommerce/products/:id',
  description: 'One product with its colours and pictures, by numeric id or slug (in any case). Unknown: 404.',
  params: z.object({ id: text(120, { trim: true }).min(1) }),
  response: z.object({ product: ProductDetail }),
  errors: NOT_FOUND,
})

export const wishlistData = endpoint({
  method: 'GET',
  path: '/apps/ecommerce/wishlist',
  description: "The signed-in user's wishlist, the latest added first (out-of-stock products too).",
  response: z.object({ products: z.array(Product) }),
})

export const cartData = endpoint({
  method: 'GET',
  path: '/apps/ecommerce/cart',
  description: "The signed-in user's cart, the latest added first, each product with qty, its chosen colour (if any), shippingDate, offers and discountPercentage.",
  response: z.object({ products: z.array(CartProduct) }),
})

export const addToWishlist = endpoint({
  method: 'POST',
  path: '/apps/ecommerce/wishlist',
  description: 'Adds a product to the wishlist (201); adding it again changes nothing. Unknown product: 404.',
  status: 201,
  body: z.object({ productId: Id }),
  response: WishlistEntry,
  errors: NOT_FOUND,
})

export const addToCart = endpoint({
  method: 'POST',
  path: '/apps/ecommerce/cart',
  description:
    'Adds a product to the cart (201, quantity 1), in the colour given if any; adding it again keeps its quantity and answers the entry, ' +
    'in the new colour when another one is given. The colour must be one of the product\'s colorOptions, else ' +
    "400 { error: { color: ['This product does not come in <colour>'] } }. Unknown product: 404; " +
    "out of stock: 400 { error: { productId: ['This product is out of stock'] } }. The user's extras.eCommerceCartItemsCount " +
    '(the number of products in the cart, as login, refresh and me answer it) follows every change of the cart.',
  status: 201,
  body: z.object({ productId: Id, color: ProductColor.optional() }),
  response: CartEntry,
  errors: NOT_FOUND,
})

export const removeFromWishlist = endpoint({
  method: 'DELETE',
  path: '/apps/ecommerce/wishlist/:productId',
  description: 'Takes a product off the wishlist (204; nothing to do when it is not there). Unknown product: 404.',
  status: 204,
  params: z.object({ productId: IdParam }),
  response: z.undefined(),
  errors: NOT_FOUND,
})

export const removeFromCart = endpoint({
  method: 'DELETE',
  path: '/apps/ecommerce/cart/:productId',
  description: "Takes a product out of the cart (204; nothing to do when it is not there). Unknown product: 404. extras.eCommerceCartItemsCount follows.",
  status: 204,
  params: z.object({ productId: IdParam }),
  response: z.undefined(),
  errors: NOT_FOUND,
})

// ---- Beyond the core API (`beyondSpec`): quantities, coupons, addresses, orders ----

export const setCartQuantity = endpoint({
  method: 'PATCH',
  path: '/apps/ecommerce/cart/:productId',
  description:
    `Sets how many of a product the cart holds: 1 to ${MAX_CART_QUANTITY} and no more than its stock, else a 400 naming qty. ` +
    'A product not in the cart (or unknown): 404.',
  params: z.object({ productId: IdParam }),
  body: z.object({ qty: z.number().int().min(1).max(MAX_CART_QUANTITY, `At most ${MAX_CART_QUANTITY} of one product`) }),
  response: CartEntry,
  errors: NOT_FOUND,
  beyondSpec: true,
})

export const cartPrice = endpoint({
  method: 'POST',
  path: '/apps/ecommerce/cart/price',
  description:
    "What the signed-in user's cart comes to, in cents (an empty cart: all 0), with a coupon if given, in any case: VANTAGE10 takes 10 % off, " +
    "FREESHIP makes shipping free. Any other coupon is a 400 { error: { coupon: ['This coupon is not valid'] } }. Changes nothing.",
  body: z.object({ coupon: CouponInput.default('') }),
  response: PriceDetails,
  beyondSpec: true,
})

export const addressesData = endpoint({
  method: 'GET',
  path: '/apps/ecommerce/addresses',
  description: "The signed-in user's addresses, the default first.",
  response: z.object({ addresses: z.array(Address) }),
  beyondSpec: true,
})

export const addAddress = endpoint({
  method: 'POST',
  path: '/apps/ecommerce/addresses',
  description:
    `Saves an address for the signed-in user (201); isDefault makes it the only default (the first address is the default anyway). ` +
    `At most ${MAX_ADDRESSES}: one more is a 400 naming addresses.`,
  status: 201,
  body: AddressInput,
  response: Address,
  beyondSpec: true,
})

export const removeAddress = endpoint({
  method: 'DELETE',
  path: '/apps/ecommerce/addresses/:id',
  description: "Removes one of the signed-in user's addresses (204); when it was the default, the oldest left becomes it. Unknown id (or another user's): 404.",
  status: 204,
  params: z.object({ id: IdParam }),
  response: z.undefined(),
  errors: NOT_FOUND,
  beyondSpec: true,
})

export const placeOrder = endpoint({
  method: 'POST',
  path: '/apps/ecommerce/orders',
  description:
    'Places an order for everything in the cart (201): amounts computed by the server in cents exactly as cart/price does (with the same coupon), ' +
    'numbered VL-<100000 + id>, status placed, each line in its cart line\'s colour; the stock goes down, the cart is emptied and extras.eCommerceCartItemsCount is 0. ' +
    'An empty cart, or a line of more than its stock, is a 400 naming cart; an unknown address a 400 naming addressId; an unknown coupon a 400 naming coupon; ' +
    'a bad card a 400 naming its field (payment.card.number, payment.card.expiry...). A refused order changes nothing.',
  status: 201,
  body: z.object({ addressId: Id, payment: PaymentInput, coupon: CouponInput.default('') }),
  response: Order,
  beyondSpec: true,
})

export const ordersData = endpoint({
  method: 'GET',
  path: '/apps/ecommerce/orders',
  description: "The signed-in user's orders, the newest first, one page at a time (page past the last: empty).",
  query: z.object({
    page: intParam(z.number().int().positive()).default(1),
    perPage: intParam(z.number().int().positive().max(MAX_PER_PAGE)).default(10),
  }),
  response: z.object({ orders: z.array(Order), total: Count }),
  beyondSpec: true,
})

export const getOrder = endpoint({
  method: 'GET',
  path: '/apps/ecommerce/orders/:id',
  description: "One of the signed-in user's orders. Unknown id (or another user's order): 404.",
  params: z.object({ id: IdParam }),
  response: Order,
  errors: NOT_FOUND,
  beyondSpec: true,
})
