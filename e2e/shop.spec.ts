import type { Locator, Page } from '@playwright/test'
import { addToCart, addToWishlist, productsData, removeFromCart, type Product } from '../src/api/contract/ecommerce'
import { expect, test, waitForCall } from './support/mock'

// The shop: filters, order and pages through the server and in the address; the cart and the wishlist
// from the cards, the product page and the navbar; failures with Retry.

const cards = (page: Page) => page.getByTestId('product-card')
const cartBadge = (page: Page) => page.getByTestId('navbar-cart')
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) })
/** A price as the card shows it ("$1,299.00") as a number. */
const priceOf = async (card: Locator) => Number((await card.getByTestId('product-price').innerText()).replace(/[^\d.]/g, ''))

/** Opens the shop and answers its first page as the screen got it. */
async function openShop(page: Page, address = '/apps/ecommerce/shop') {
  const first = waitForCall(page, productsData)
  await page.goto(address)
  const answer = await first
  await expect(cards(page).first()).toBeVisible()
  return answer
}

test('price and brand filter through the server, the order and page 2 too, and a reload keeps it all', async ({ page }) => {
  await openShop(page)
  await expect(cards(page)).toHaveCount(9)
  await expect(page.getByTestId('shop-count')).toHaveText('44 products found')

  const byPrice = waitForCall(page, productsData, { query: { priceMin: '50', priceMax: '1000' } })
  await page.getByRole('spinbutton', { name: 'Price from' }).fill('50')
  await page.getByRole('spinbutton', { name: 'Price to' }).fill('1000')
  await page.getByRole('spinbutton', { name: 'Price to' }).press('Enter')
  const priced = await byPrice
  expect(priced.total).toBeGreaterThan(9)
  expect(priced.products.every((product) => product.price >= 50 && product.price <= 1000)).toBe(true)
  await expect(page.getByTestId('shop-count')).toHaveText(`${priced.total} products found`)

  const sorted = waitForCall(page, productsData, { query: { sortBy: 'price-asc', priceMin: '50' } })
  await page.getByRole('combobox', { name: 'Sort by' }).click()
  await page.getByRole('option', { name: 'Price: low to high' }).click()
  const ascending = (await sorted).products.map((product) => product.price)
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
  await expect(cards(page).first().getByRole('heading')).toHaveText((await sorted).products[0]!.name)
  const lastOfPage1 = await priceOf(cards(page).last())

  const second = waitForCall(page, productsData, { query: { page: '2', sortBy: 'price-asc' } })
  await page.getByRole('button', { name: 'Go to page 2' }).click()
  const page2 = await second
  expect(page2.products[0]!.price).toBeGreaterThanOrEqual(lastOfPage1)
  await expect(cards(page).first().getByRole('heading')).toHaveText(page2.products[0]!.name)
  await expect(page).toHaveURL(/page=2/)

  // The whole view is in the address: a reload asks the server the same and shows the same.
  const reloaded = waitForCall(page, productsData, { query: { page: '2', sortBy: 'price-asc', priceMin: '50', priceMax: '1000' } })
  await page.reload()
  expect((await reloaded).products.map((product) => product.id)).toEqual(page2.products.map((product) => product.id))
  await expect(cards(page).first().getByRole('heading')).toHaveText(page2.products[0]!.name)
  await expect(page.getByRole('spinbutton', { name: 'Price from' })).toHaveValue('50')
  await expect(page.getByRole('button', { name: 'page 2', exact: true })).toHaveAttribute('aria-current', 'page')

  // A brand narrows the same range, back on page 1, each brand counted beside its box.
  const lumora = page.getByRole('checkbox', { name: /^Lumora/ })
  const byBrand = waitForCall(page, productsData, { query: { brand: 'Lumora', priceMin: '50' } })
  await lumora.click()
  await expect(lumora).toBeChecked()
  const branded = await byBrand
  expect(new URL(page.url()).searchParams.get('page')).toBeNull()
  expect(branded.products.length).toBeGreaterThan(0)
  expect(branded.products.every((product) => product.brand === 'Lumora' && product.price >= 50 && product.price <= 1000)).toBe(true)
  await expect(cards(page)).toHaveCount(branded.products.length)
  await expect(lumora).toHaveAccessibleName(`Lumora (${branded.total} ${branded.total === 1 ? 'product' : 'products'})`)

  // Clearing the filters brings every product back.
  const cleared = waitForCall(page, productsData, { query: { sortBy: 'price-asc' } })
  await page.getByRole('button', { name: 'Clear filters' }).click()
  expect((await cleared).total).toBe(44)
  await expect(page).not.toHaveURL(/brand|price=/)
})

test('a product added from the shop shows in the navbar at once, and leaves it from there', async ({ page }) => {
  const { products } = await openShop(page)
  const product = products.find((each) => !each.isInCart && each.stock > 0)!
  const before = Number(await cartBadge(page).getAttribute('data-count'))
  const button = card(page, product.name).getByRole('button', { name: `Add to cart: ${product.name}` })
  await expect(button).toHaveAttribute('aria-pressed', 'false')

  const added = page.waitForResponse((response) => response.url().endsWith(addToCart.path) && response.request().method() === 'POST')
  await button.click()
  // At once, before the answer: the card's button is pressed and the navbar counts one more.
  await expect(card(page, product.name).getByRole('button', { name: `In cart: ${product.name}` })).toHaveAttribute('aria-pressed', 'true')
  await expect(cartBadge(page)).toHaveAttribute('data-count', String(before + 1))
  await expect(cartBadge(page)).toHaveAccessibleName(`Cart: ${before + 1} products`)
  expect((await added).status()).toBe(201)

  await cartBadge(page).click()
  const dropdown = page.getByRole('dialog', { name: 'My cart' })
  await expect(dropdown.getByRole('listitem').filter({ hasText: product.name })).toContainText('Qty: 1')
  await expect(dropdown.getByTestId('navbar-cart-total')).toHaveText(/\$[\d,]+\.\d\d/)

  const removed = page.waitForResponse((response) => /\/apps\/ecommerce\/cart\/\d+$/.test(response.url()) && response.request().method() === removeFromCart.method)
  await dropdown.getByRole('button', { name: `Remove “${product.name}” from the cart` }).click()
  await expect(dropdown.getByRole('listitem').filter({ hasText: product.name })).toHaveCount(0)
  await expect(cartBadge(page)).toHaveAttribute('data-count', String(before))
  expect((await removed).status()).toBe(204)
  await page.keyboard.press('Escape')
  await expect(card(page, product.name).getByRole('button', { name: `Add to cart: ${product.name}` })).toHaveAttribute('aria-pressed', 'false')
})

test('a product page: pictures by keyboard, a colour, the wishlist, then Move to cart from the wishlist', async ({ page }) => {
  const { products } = await openShop(page)
  const product: Product = products.find((each) => !each.isInWishlist && !each.isInCart && each.stock > 0)!
  await card(page, product.name).getByRole('link', { name: product.name }).click()
  await expect(page).toHaveURL(new RegExp(`/apps/ecommerce/product-detail/${product.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()

  // The thumbnails are one Tab stop; the arrow keys show the next picture.
  const pictures = page.getByRole('group', { name: `Pictures of ${product.name}` })
  await pictures.getByRole('button', { name: 'Show picture 1 of 3' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(pictures.getByRole('button', { name: 'Show picture 2 of 3' })).toBeFocused()
  await expect(pictures.getByRole('button', { name: 'Show picture 2 of 3' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('img', { name: `${product.name}, picture 2 of 3` })).toBeVisible()

  const colours = page.getByRole('radiogroup')
  const choices = colours.getByRole('radio')
  if ((await choices.count()) > 1) {
    const second = choices.nth(1)
    await second.check()
    await expect(second).toBeChecked()
    await expect(choices.first()).not.toBeChecked()
  }

  const saved = waitForCall(page, addToWishlist)
  await page.getByTestId('product-detail').getByRole('button', { name: `Save “${product.name}” to the wishlist` }).click()
  await expect(page.getByTestId('product-detail').getByRole('button', { name: `Save “${product.name}” to the wishlist` })).toHaveAttribute('aria-pressed', 'true')
  expect((await saved).productId).toBe(product.id)

  await page.goto('/apps/ecommerce/wishlist')
  const savedCard = page.getByTestId('wishlist-card').filter({ hasText: product.name })
  await expect(savedCard).toBeVisible()
  const before = Number(await cartBadge(page).getAttribute('data-count'))
  const moved = waitForCall(page, addToCart)
  await savedCard.getByRole('button', { name: `Move to cart: ${product.name}` }).click()
  expect((await moved).productId).toBe(product.id)
  await expect(savedCard).toHaveCount(0)
  await expect(cartBadge(page)).toHaveAttribute('data-count', String(before + 1))

  // Now in the cart, the product's page offers the cart instead.
  await page.goto(`/apps/ecommerce/product-detail/${product.slug}`)
  await expect(page.getByRole('link', { name: 'View in cart' })).toHaveAttribute('href', '/apps/ecommerce/checkout')
})

test('a failed load says so and Retry brings the products back; a page past the end and an unknown product', async ({ page, mock }) => {
  await openShop(page)
  await mock.fail(productsData, { status: 500 })
  await page.getByRole('searchbox', { name: 'Search products' }).fill('lumora')
  const error = page.getByRole('alert').filter({ hasText: 'The products could not be loaded' })
  await expect(error).toBeVisible()
  expect((await mock.calls(productsData)).at(-1)).toMatchObject({ status: 500 })

  await mock.clearFailures()
  const retried = waitForCall(page, productsData, { query: { q: 'lumora' } })
  await error.getByRole('button', { name: 'Retry' }).click()
  const found = await retried
  await expect(cards(page)).toHaveCount(found.products.length)
  expect(found.products.every((product) => product.name.toLowerCase().includes('lumora'))).toBe(true)

  // Nothing matches: the empty state clears the search and filters.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('no such thing anywhere')
  await expect(page.getByText('No products match')).toBeVisible()
  await page.getByRole('button', { name: 'Clear search and filters' }).click()
  // The first page was answered before: it shows again from the cache.
  await expect(page.getByTestId('shop-count')).toHaveText('44 products found')
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('')

  // An old link to page 9 of 5 shows page 1 in its place.
  await page.goto('/apps/ecommerce/shop?page=9&layout=list')
  await expect(page).toHaveURL(/\/apps\/ecommerce\/shop\?layout=list$/)
  await expect(cards(page)).toHaveCount(9)
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/apps/ecommerce/product-detail/no-such-product')
  await expect(page.getByText('Product not found')).toBeVisible()
  await page.getByRole('link', { name: 'Back to the list' }).click()
  await expect(page).toHaveURL(/\/apps\/ecommerce\/shop$/)
})

test('the product page without a product opens the first featured one', async ({ page }) => {
  const featured = waitForCall(page, productsData)
  await page.goto('/apps/ecommerce/product-detail')
  const [first] = (await featured).products
  await expect(page).toHaveURL(new RegExp(`/apps/ecommerce/product-detail/${first!.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible()
})
