import type { z } from 'zod'
import type { CartProduct, Product, ProductDetail, ProductFacets, ProductListQuery } from '@/api/contract/ecommerce'
import { PRODUCT_CATEGORIES, type ProductSort } from '@/api/contract/ecommerceValues'
import { addDays, mockToday } from '@/mocks/db/clock'
import type { CartRecord, ProductRecord } from '@/mocks/db/products'
import { notFound } from '@/mocks/httpErrors'
import { products, type Mine } from './ecommerceStore'

/** The shop's product list and the views of a product (src/api/contract/ecommerce.ts). */

type ListQuery = z.output<typeof ProductListQuery>

/** A product as the list, the wishlist and the cart answer it: its price in the main unit and the user's flags. */
export function productView(record: Readonly<ProductRecord>, mine: Mine): Product {
  const { priceCents, colorOptions: _colors, gallery: _gallery, offers: _offers, discountPercentage: _discount, shippingDays: _days, ...fields } = record
  return { ...fields, price: priceCents / 100, isInWishlist: mine.wishlist.has(record.id), isInCart: mine.cart.has(record.id) }
}

/** A product as its page answers it: with its colours and pictures. */
export function productDetailView(record: Readonly<ProductRecord>, mine: Mine): ProductDetail {
  return { ...productView(record, mine), colorOptions: [...record.colorOptions], gallery: [...record.gallery] }
}

/** A product in the cart: how many, its colour (when one was chosen), the day it would ship if ordered today (the mock's today), and its fixed offer. */
export function cartProductView(record: Readonly<ProductRecord>, entry: Readonly<CartRecord>, mine: Mine): CartProduct {
  return {
    ...productView(record, mine),
    qty: entry.qty,
    ...(entry.color && { color: entry.color }),
    shippingDate: addDays(mockToday(), record.shippingDays),
    offers: record.offers,
    discountPercentage: record.discountPercentage,
  }
}

/** A product by its numeric id or its slug; a 404 when there is none. */
export function findProduct(idOrSlug: string): Readonly<ProductRecord> {
  const found = /^\d{1,15}$/.test(idOrSlug) ? products.get(Number(idOrSlug)) : products.find((product) => product.slug === idOrSlug.toLowerCase())
  if (!found) throw notFound(`No product with id or slug "${idOrSlug}"`)
  return found
}

// ---- The list ----

/** The filters of the list, by name: the facets count each one without its own. */
type FilterName = 'q' | 'price' | 'category' | 'brand' | 'rating' | 'freeShipping'
type Filter = (product: Readonly<ProductRecord>) => boolean

function filtersOf(query: ListQuery): Record<FilterName, Filter> {
  const needle = query.q.trim().toLowerCase()
  const brands = new Set(query.brand.map((brand) => brand.toLowerCase()))
  const categories = new Set<string>(query.category)
  const { priceMin, priceMax, rating } = query
  return {
    q: (product) => needle === '' || product.name.toLowerCase().includes(needle),
    // Whole units against cents: 129.99 costs at most 130 and at least 129, not at most 129.
    price: (product) => (priceMin === undefined || product.priceCents >= priceMin * 100) && (priceMax === undefined || product.priceCents <= priceMax * 100),
    category: (product) => categories.size === 0 || categories.has(product.category),
    brand: (product) => brands.size === 0 || brands.has(product.brand.toLowerCase()),
    rating: (product) => rating === undefined || product.rating >= rating,
    freeShipping: (product) => !query.freeShipping || product.hasFreeShipping,
  }
}

/** The products every filter but `except` keeps. */
function matching(filters: Record<FilterName, Filter>, except?: FilterName): Readonly<ProductRecord>[] {
  const active = (Object.entries(filters) as [FilterName, Filter][]).filter(([name]) => name !== except).map(([, keep]) => keep)
  return products.filter((product) => active.every((keep) => keep(product)))
}

/** Featured is the newest first; a price sort keeps that order among equal prices. */
const ORDER: Record<ProductSort, (a: Readonly<ProductRecord>, b: Readonly<ProductRecord>) => number> = {
  featured: (a, b) => b.id - a.id,
  'price-asc': (a, b) => a.priceCents - b.priceCents || b.id - a.id,
  'price-desc': (a, b) => b.priceCents - a.priceCents || b.id - a.id,
}

const collator = new Intl.Collator('en', { sensitivity: 'base' })

/** Beside each brand and category, how many products match the other filters; the price slider's ends over every product. */
function facetsOf(filters: Record<FilterName, Filter>): ProductFacets {
  const all = products.all()
  const brandNames = [...new Set(all.map((product) => product.brand))].sort(collator.compare)
  const byBrand = matching(filters, 'brand')
  const byCategory = matching(filters, 'category')
  const prices = all.map((product) => product.priceCents / 100)
  return {
    brands: brandNames.map((value) => ({ value, count: byBrand.filter((product) => product.brand === value).length })),
    categories: PRODUCT_CATEGORIES.map((value) => ({ value, count: byCategory.filter((product) => product.category === value).length })),
    priceRange: { min: prices.length === 0 ? 0 : Math.min(...prices), max: prices.length === 0 ? 0 : Math.max(...prices) },
  }
}

/** One page of the list, its total and the facets. A page past the last is a 404; page 1 of nothing is empty. */
export function productPage(query: ListQuery, mine: Mine): { products: Product[]; total: number; facets: ProductFacets } {
  const filters = filtersOf(query)
  const found = matching(filters).sort(ORDER[query.sortBy])
  const { page, perPage } = query
  const pages = Math.ceil(found.length / perPage)
  if (page > 1 && page > pages) throw notFound(`No page ${page} of products: ${found.length} match, on ${pages} page(s) of ${perPage}`)
  const rows = found.slice((page - 1) * perPage, page * perPage)
  return { products: rows.map((record) => productView(record, mine)), total: found.length, facets: facetsOf(filters) }
}
