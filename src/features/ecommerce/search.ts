import { PRODUCT_CATEGORIES, PRODUCT_PAGE_SIZES, PRODUCT_SORTS } from '@/api/contract/ecommerceValues'
import { listSearch, type ListSearchChange, type SearchOf } from '@/lib/listSearch'
import { boolean, integer, list, oneOf, range, someOf, text } from '@/lib/readers'

/**
 * The shop's address: /apps/ecommerce/shop?q=phone&sortBy=price-asc&brand=Lumora&price={"from":50,"to":400}&page=2&layout=list.
 * Every filter, the order, the page and the layout are here, so reload, back/forward and a shared link show the
 * same products; defaults stay out. Routes import this file, whose code lands in the entry chunk: declarations only, no zod.
 */

/** How the products are laid out: cards in a grid, or one wide row each. */
export const SHOP_LAYOUTS = ['grid', 'list'] as const
export type ShopLayout = (typeof SHOP_LAYOUTS)[number]

/** A brand as the address holds it: a name of up to 64 characters (the contract's limit). */
const brandName = text(undefined, (name) => name.trim() !== '' && name.length <= 64)

export const shopSearch = listSearch({
  pageSizes: PRODUCT_PAGE_SIZES,
  filters: {
    /** featured (the default, newest first), price-asc or price-desc. */
    sortBy: oneOf(PRODUCT_SORTS, 'featured'),
    /** Whole units of the currency; an open end bounds nothing. */
    price: range({ min: 0, integer: true }),
    category: someOf(PRODUCT_CATEGORIES),
    brand: list(brandName),
    /** At least this many stars. */
    rating: integer(undefined, { min: 1, max: 5 }),
    freeShipping: boolean(false),
  },
  view: { layout: oneOf(SHOP_LAYOUTS, 'grid') },
})

export type ShopSearch = SearchOf<typeof shopSearch>
export type ShopSearchChange = ListSearchChange<ShopSearch>

/** The sidebar's filters back at their defaults: the search text, the order and the layout stay. */
export const CLEARED_FILTERS = {
  price: {},
  category: [],
  brand: [],
  rating: undefined,
  freeShipping: false,
} satisfies Partial<ShopSearch>

/** Whether any of the sidebar's filters narrows the list. */
export function hasFilters({ price, category, brand, rating, freeShipping }: ShopSearch): boolean {
  return price.from !== undefined || price.to !== undefined || category.length > 0 || brand.length > 0 || rating !== undefined || freeShipping
}
