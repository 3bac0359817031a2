// @vitest-environment node
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { getProduct, productsData } from '@/api/contract/ecommerce'
import { PRODUCT_CATEGORIES } from '@/api/contract/ecommerceValues'
import { seedAccounts } from '@/mocks/db/accounts'
import { TEST_DAY } from '@/mocks/db/clock'
import { offerOf, SEED_CART, seedCart, seedOrders, seedProducts } from '@/mocks/db/products'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'
import { everything, ids, shop, shopByUrl } from './ecommerceTesting'

setupMockBackend()

const seed = seedProducts()
const featured = [...seed].sort((a, b) => b.id - a.id)
const idsWhere = (keep: (product: (typeof seed)[number]) => boolean) => ids(featured.filter(keep))

describe('the product seed', () => {
  it('has 44 products over the 8 categories and 12 brands, the same every time, with unique names and slugs', () => {
    expect(seed).toHaveLength(44)
    expect(seedProducts()).toEqual(seed)
    expect(new Set(seed.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES))
    for (const category of PRODUCT_CATEGORIES) expect(seed.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(5)
    expect(new Set(seed.map((p) => p.brand)).size).toBe(12)
    expect(new Set(seed.map((p) => p.name)).size).toBe(44)
    expect(new Set(seed.map((p) => p.slug)).size).toBe(44)
    expect(ids(seed)).toEqual(Array.from({ length: 44 }, (_, i) => i + 1))
  })

  it('prices in whole cents, rates in half stars, and has a few products out of stock', () => {
    for (const p of seed) {
      expect(Number.isInteger(p.priceCents) && p.priceCents > 0, p.name).toBe(true)
      expect(p.rating * 2, p.name).toBe(Math.round(p.rating * 2))
      expect(p.rating).toBeGreaterThanOrEqual(0)
      expect(p.rating).toBeLessThanOrEqual(5)
      expect(p.colorOptions.length, p.name).toBeGreaterThan(0)
    }
    expect(seed.find((p) => p.slug === 'lumora-aria-wireless-headphones')).toMatchObject({ priceCents: 24_999, rating: 4.5, hasFreeShipping: true })
    expect(ids(seed.filter((p) => p.stock === 0))).toEqual([21, 25, 34, 44])
    expect(seed.filter((p) => p.hasFreeShipping).length).toBe(25)
  })

  it('fixes each offer by the id: 1 to 4 offers, 3 to 20 % off, 2 to 7 days to ship, all of them used', () => {
    expect(offerOf(1)).toEqual({ offers: 4, discountPercentage: 16, shippingDays: 7 })
    expect(offerOf(6)).toEqual({ offers: 3, discountPercentage: 9, shippingDays: 2 })
    for (const p of seed) expect(p).toMatchObject(offerOf(p.id))
    expect(new Set(seed.map((p) => p.offers))).toEqual(new Set([1, 2, 3, 4]))
    expect(new Set(seed.map((p) => p.discountPercentage))).toEqual(new Set(Array.from({ length: 18 }, (_, i) => i + 3)))
    expect(new Set(seed.map((p) => p.shippingDays))).toEqual(new Set([2, 3, 4, 5, 6, 7]))
  })

  it('draws every picture offline: three views per product under public/, the first being the image', () => {
    for (const p of seed) {
      expect(p.gallery).toEqual([`/images/products/${p.slug}.svg`, `/images/products/${p.slug}-2.svg`, `/images/products/${p.slug}-3.svg`])
      expect(p.image).toBe(p.gallery[0])
      for (const picture of p.gallery) expect(existsSync(join(process.cwd(), 'public', picture)), picture).toBe(true)
    }
  })

  it("chooses each seeded cart line's and past order line's colour among its product's", () => {
    const colorsOf = new Map(seed.map((p) => [p.id, p.colorOptions]))
    const lines = [
      ...seedCart(TEST_DAY).map(({ productId, color }) => ({ productId, color })),
      ...seedOrders(TEST_DAY).flatMap((order) => order.lines.map(({ productId, color }) => ({ productId, color }))),
    ]
    expect(lines).toHaveLength(SEED_CART.length + 3)
    for (const { productId, color } of lines) expect(colorsOf.get(productId), `product ${productId}`).toContain(color)
  })

  it("agrees with the accounts: the admin's eCommerceCartItemsCount is the products in its seeded cart, the client's 0", () => {
    const count = (role: string) => seedAccounts().find((account) => account.role === role)!.extras.eCommerceCartItemsCount
    expect(count('admin')).toBe(SEED_CART.length)
    expect(count('client')).toBe(0)
  })
})

describe('GET /apps/ecommerce/products', () => {
  it('answers page 1 of 9 featured products (id descending), the total and the price range of the shop', async () => {
    const answer = await shop()
    expect(ids(answer.products)).toEqual([44, 43, 42, 41, 40, 39, 38, 37, 36])
    expect(answer.total).toBe(44)
    expect(answer.facets.priceRange).toEqual({ min: 24.99, max: 2199.99 })
    expect(answer.products[1]).toEqual({
      id: 43,
      name: 'Lumora Glow Filament Bulb',
      slug: 'lumora-glow-filament-bulb',
      description: expect.stringContaining('filament bulb'),
      brand: 'Lumora',
      category: 'smart-home',
      price: 24.99,
      image: '/images/products/lumora-glow-filament-bulb.svg',
      hasFreeShipping: false,
      rating: 4,
      stock: 95,
      isInWishlist: false,
      isInCart: false,
    })
  })

  it.each([
    ['price-asc', 1],
    ['price-desc', -1],
  ] as const)('sorts by %s over every page, equal prices id descending', async (sortBy, sign) => {
    const expected = [...seed].sort((a, b) => sign * (a.priceCents - b.priceCents) || b.id - a.id)
    const { products } = await everything({ sortBy })
    expect(ids(products)).toEqual(ids(expected))
    const pageTwo = await shop({ sortBy, page: 2 })
    expect(ids(pageTwo.products)).toEqual(ids(expected.slice(9, 18)))
    if (sortBy === 'price-asc') expect(products.slice(0, 3).map((p) => p.price)).toEqual([24.99, 29.99, 49])
    else expect(products.slice(0, 3).map((p) => p.price)).toEqual([2199.99, 1499, 1299])
  })

  it('pages: the last page holds what is left, and a page past it is a 404', async () => {
    expect(ids((await shop({ page: 5 })).products)).toEqual([8, 7, 6, 5, 4, 3, 2, 1])
    expect(ids((await shop({ page: 3, perPage: 18 })).products)).toEqual([8, 7, 6, 5, 4, 3, 2, 1])
    expect(await callEndpoint(productsData, { query: { page: 6 } })).toEqual({
      status: 404,
      body: { error: 'No page 6 of products: 44 match, on 5 page(s) of 9' },
    })
  })

  it('answers page 1 of nothing as an empty 200, and any later page of it as a 404', async () => {
    const answer = await shop({ q: 'no such thing' })
    expect(answer.products).toEqual([])
    expect(answer.total).toBe(0)
    expect(answer.facets.brands.every((brand) => brand.count === 0)).toBe(true)
    expect((await callEndpoint(productsData, { query: { q: 'no such thing', page: 2 } })).status).toBe(404)
  })

  it('searches the name, ignoring case and surrounding spaces, but not the description', async () => {
    for (const q of ['NOVA', ' nova 8 ', 'nOvA']) expect(ids((await everything({ q })).products), q).toEqual([35, 3])
    expect((await everything({ q: 'periscope' })).total).toBe(0)
    const answer = await everything({ q: 'watch' })
    expect(ids(answer.products)).toEqual([30, 22, 6])
    expect(answer.total).toBe(3)
  })

  it('filters by category, counting the categories under every filter but category', async () => {
    const answer = await everything({ category: ['audio'] })
    expect(ids(answer.products)).toEqual([41, 33, 25, 17, 9, 1])
    expect(answer.total).toBe(6)
    // Every category keeps its full count: nothing but the category itself filters here.
    expect(answer.facets.categories).toEqual(PRODUCT_CATEGORIES.map((value) => ({ value, count: seed.filter((p) => p.category === value).length })))
    expect(answer.facets.brands.filter((brand) => brand.count > 0)).toEqual([
      { value: 'Duskline', count: 3 },
      { value: 'Lumora', count: 3 },
    ])
  })

  it('filters by brand without regard to case, counting the brands under every filter but brand', async () => {
    const answer = await everything({ brand: ['solvane'], category: ['phones'] })
    expect(ids(answer.products)).toEqual([35, 19, 3])
    expect(answer.facets.brands.filter((brand) => brand.count > 0)).toEqual([
      { value: 'Solvane', count: 3 },
      { value: 'Tessary', count: 2 },
    ])
    expect(answer.facets.categories.filter((category) => category.count > 0)).toEqual([{ value: 'phones', count: 3 }])
    // Every brand of the shop is listed, by name.
    expect(answer.facets.brands.map((brand) => brand.value)).toEqual([
      'Aurelio', 'Brightwell', 'Corvane', 'Duskline', 'Fennick', 'Halvard', 'Kestrova', 'Lumora', 'Nordvik', 'Quillon', 'Solvane', 'Tessary',
    ])
  })

  it('filters by price in whole units, both ends included', async () => {
    const answer = await everything({ priceMin: 100, priceMax: 300 })
    expect(ids(answer.products)).toEqual(idsWhere((p) => p.priceCents >= 10_000 && p.priceCents <= 30_000))
    expect(ids(answer.products)).toEqual([44, 41, 28, 25, 23, 22, 19, 18, 8, 6, 1])
    expect(answer.products.map((p) => p.price).sort((a, b) => a - b)).toEqual([119, 129.99, 149.5, 199.99, 229, 249, 249.99, 279, 279.99, 299, 299.99])
    expect(answer.facets.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(11)
  })

  it('filters by rating (at least that many stars) and by free shipping', async () => {
    expect(ids((await everything({ rating: 5 })).products)).toEqual([35, 30, 25, 12])
    const free = await everything({ freeShipping: true })
    expect(ids(free.products)).toEqual(idsWhere((p) => p.hasFreeShipping))
    expect(free.total).toBe(25)
    expect((await everything({ freeShipping: false })).total).toBe(44)
  })

  it('combines every filter, and counts each facet under all the others', async () => {
    const answer = await everything({ q: 'o', category: ['phones', 'wearables'], rating: 4, freeShipping: true, priceMax: 1000 })
    const keep = (p: (typeof seed)[number]) =>
      p.name.toLowerCase().includes('o') && p.rating >= 4 && p.hasFreeShipping && p.priceCents <= 100_000
    expect(ids(answer.products)).toEqual(idsWhere((p) => keep(p) && ['phones', 'wearables'].includes(p.category)))
    expect(ids(answer.products)).toEqual([30, 3])
    expect(answer.facets.categories.find((c) => c.value === 'audio')).toEqual({ value: 'audio', count: seed.filter((p) => keep(p) && p.category === 'audio').length })
    // The Stride Smartwatch has no "o" in its name: only the Summit counts.
    expect(answer.facets.brands.find((b) => b.value === 'Fennick')).toEqual({ value: 'Fennick', count: 1 })
  })

  it.each([
    ['category=audio&category=phones'],
    ['category[]=audio&category[]=phones'],
    ['category=audio,phones'],
    ['category=audio, phones,'],
  ])('reads a list of categories spelled %s', async (search) => {
    const { status, body } = await shopByUrl(`${search}&perPage=100`)
    expect(status).toBe(200)
    expect(ids(body.products)).toEqual(idsWhere((p) => p.category === 'audio' || p.category === 'phones'))
  })

  it('reads a list of brands in each spelling too', async () => {
    const expected = idsWhere((p) => p.brand === 'Lumora' || p.brand === 'Quillon')
    for (const search of ['brand=Lumora&brand=quillon', 'brand[]=LUMORA&brand[]=Quillon', 'brand=lumora,quillon']) {
      expect(ids((await shopByUrl(`${search}&perPage=100`)).body.products), search).toEqual(expected)
    }
  })

  it('takes empty values as absent ones', async () => {
    const { status, body } = await shopByUrl('q=&sortBy=&page=&perPage=&priceMin=&priceMax=&category=&brand=&rating=&freeShipping=')
    expect(status).toBe(200)
    expect(body).toEqual(await shop())
  })

  it.each([
    ['sortBy=cheapest', 'sortBy'],
    ['category=toys', 'category.0'],
    ['rating=6', 'rating'],
    ['priceMin=-1', 'priceMin'],
    ['perPage=101', 'perPage'],
    ['page=0', 'page'],
  ])('refuses %s with a 400 naming the field', async (search, field) => {
    const { status, body } = await shopByUrl(search)
    expect(status).toBe(400)
    expect(Object.keys((body as unknown as { error: object }).error)).toEqual([field])
  })

  it("flags the signed-in user's wishlist and cart, and lists their entries, the latest added first", async () => {
    const answer = await everything()
    expect(ids(answer.products.filter((p) => p.isInWishlist))).toEqual([40, 35, 21, 13])
    expect(ids(answer.products.filter((p) => p.isInCart))).toEqual([26, 6, 1])
    expect(answer.userWishlist.map((entry) => entry.productId)).toEqual([35, 40, 21, 13])
    expect(answer.userCart).toEqual([
      { id: expect.any(Number), productId: 26, qty: 2, color: 'black' },
      { id: expect.any(Number), productId: 1, qty: 1, color: 'silver' },
      { id: expect.any(Number), productId: 6, qty: 1, color: 'pink' },
    ])
    // The entries are the user's whole lists, whatever the page shows.
    expect((await shop({ q: 'kettle' })).userCart).toHaveLength(3)
  })
})

describe('GET /apps/ecommerce/products/:id', () => {
  it('answers a product by id or slug (any case), with its colours, pictures and flags', async () => {
    const byId = await expectSuccess(getProduct, { params: { id: '1' } })
    expect(byId.product).toMatchObject({
      id: 1,
      name: 'Lumora Aria Wireless Headphones',
      price: 249.99,
      colorOptions: ['black', 'silver', 'blue'],
      gallery: ['/images/products/lumora-aria-wireless-headphones.svg', '/images/products/lumora-aria-wireless-headphones-2.svg', '/images/products/lumora-aria-wireless-headphones-3.svg'],
      isInCart: true,
      isInWishlist: false,
    })
    expect(await expectSuccess(getProduct, { params: { id: 'lumora-aria-wireless-headphones' } })).toEqual(byId)
    expect(await expectSuccess(getProduct, { params: { id: 'Lumora-Aria-Wireless-Headphones' } })).toEqual(byId)
    expect((await expectSuccess(getProduct, { params: { id: '40' } })).product).toMatchObject({ isInWishlist: true, isInCart: false })
  })

  it('answers 404 for an unknown id or slug', async () => {
    expect(await callEndpoint(getProduct, { params: { id: '999' } })).toEqual({ status: 404, body: { error: 'No product with id or slug "999"' } })
    expect((await callEndpoint(getProduct, { params: { id: 'lumora-aria' } })).status).toBe(404)
    expect((await callEndpoint(getProduct, { params: { id: '0' } })).status).toBe(404)
  })
})
