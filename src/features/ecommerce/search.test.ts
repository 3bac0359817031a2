// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { toProductsQuery } from './queries'
import { CLEARED_FILTERS, hasFilters, shopSearch, type ShopSearch } from './search'

// The router hands validateSearch whatever the address holds; so do these tests.
const readShop = (search: Record<string, unknown>) => shopSearch.route.validateSearch(search as never)

const DEFAULTS = { q: '', page: 1, perPage: 9, sortBy: 'featured', price: {}, category: [], brand: [], freeShipping: false, layout: 'grid' }

describe('the shop address', () => {
  it('reads nothing as the default view: page 1 of 9, featured first, no filter, a grid', () => {
    expect(readShop({})).toEqual(DEFAULTS)
    expect(shopSearch.defaults).toEqual(DEFAULTS)
  })

  it('reads every filter, the order, the page and the layout', () => {
    const read = readShop({
      q: 'phone',
      page: 2,
      perPage: 18,
      sortBy: 'price-desc',
      price: { from: 50, to: 400 },
      category: ['phones', 'audio'],
      brand: ['Lumora', 'Kestrova'],
      rating: 4,
      freeShipping: true,
      layout: 'list',
    })
    // The categories in the contract's order, whatever the order ticked: the same choice is the same address.
    expect(read).toEqual({
      q: 'phone',
      page: 2,
      perPage: 18,
      sortBy: 'price-desc',
      price: { from: 50, to: 400 },
      category: ['audio', 'phones'],
      brand: ['Lumora', 'Kestrova'],
      rating: 4,
      freeShipping: true,
      layout: 'list',
    })
  })

  it('falls back, value by value, on what a mangled link holds', () => {
    const read = readShop({ page: 0, perPage: 10, sortBy: 'cheapest', price: { from: -5, to: 'lots' }, category: ['toys', 'gaming'], brand: ['', 'x'.repeat(65), 'Fennick'], rating: 9, freeShipping: 'yes', layout: 'table' })
    expect(read).toEqual({ ...DEFAULTS, category: ['gaming'], brand: ['Fennick'] })
    // One value for a list counts as a list of one; a price range the wrong way round is turned.
    expect(readShop({ category: 'cameras', brand: 'Lumora', price: [300, 100] })).toMatchObject({ category: ['cameras'], brand: ['Lumora'], price: { from: 100, to: 300 } })
  })

  it('goes back to page 1 when the listing changes, not when the layout does', () => {
    const onPage3: ShopSearch = { ...readShop({}), page: 3 }
    expect(shopSearch.apply(onPage3, { brand: ['Lumora'] }).page).toBe(1)
    expect(shopSearch.apply(onPage3, { price: { to: 200 } }).page).toBe(1)
    expect(shopSearch.apply(onPage3, { sortBy: 'price-asc' }).page).toBe(1)
    expect(shopSearch.apply(onPage3, { q: 'kettle' }).page).toBe(1)
    expect(shopSearch.apply(onPage3, { layout: 'list' }).page).toBe(3)
  })

  it('clears the sidebar filters only: the search text, the order and the layout stay', () => {
    const filtered = readShop({ q: 'lens', sortBy: 'price-asc', layout: 'list', brand: ['Corvane'], category: ['cameras'], rating: 3, freeShipping: true, price: { from: 10 }, page: 2 })
    expect(hasFilters(filtered)).toBe(true)
    const cleared = shopSearch.apply(filtered, CLEARED_FILTERS)
    expect(cleared).toEqual({ ...DEFAULTS, q: 'lens', sortBy: 'price-asc', layout: 'list' })
    expect(hasFilters(cleared)).toBe(false)
  })
})

describe('the products call for an address', () => {
  it('leaves every default out, so equal views share one cache entry', () => {
    expect(toProductsQuery(readShop({}))).toEqual({})
    expect(toProductsQuery(readShop({ layout: 'list' }))).toEqual({})
    expect(toProductsQuery()).toEqual({})
  })

  it('names each filter as the contract does', () => {
    const search = readShop({ q: ' phone ', page: 2, sortBy: 'price-asc', price: { from: 50, to: 400 }, category: ['phones'], brand: ['Lumora'], rating: 3, freeShipping: true })
    expect(toProductsQuery(search)).toEqual({
      q: 'phone',
      page: 2,
      sortBy: 'price-asc',
      priceMin: 50,
      priceMax: 400,
      category: ['phones'],
      brand: ['Lumora'],
      rating: 3,
      freeShipping: true,
    })
    expect(toProductsQuery({ price: { to: 99 } })).toEqual({ priceMax: 99 })
  })
})
