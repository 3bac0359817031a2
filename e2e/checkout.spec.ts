import type { Page } from '@playwright/test'
import { addToCart, cartPrice, ordersData, placeOrder } from '../src/api/contract/ecommerce'
import { expect, test, waitForCall } from './support/mock'

// The checkout: the cart, an address and a payment in three steps, each in the address bar; the
// placed order's confirmation, an empty cart afterwards and the order in the user's orders; a coupon
// priced by the back end; a card refused on the page; a failed order placed again with Retry; the colour
// chosen on a product's page carried into the cart and the order.
// Each test has its own browser context, so its own mock data: the admin's seeded cart of three products.

const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)

/** An expiry a few years ahead of the real clock (the server checks it against today). */
const futureExpiry = () => `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`

const priceCard = (page: Page) => page.getByTestId('price-card')

/** The payment step for the admin's default address (id 1 in the seed), once its form shows. */
async function openPayment(page: Page) {
  await page.goto('/apps/ecommerce/checkout?step=payment&address=1')
  await expect(page.getByRole('form', { name: 'Payment' })).toBeVisible()
}

test('three steps with a new address and a card place the order: confirmed, the cart empty, the order listed and openable', async ({ page }) => {
  const priced = waitForCall(page, cartPrice)
  await page.goto('/apps/ecommerce/checkout')
  await expect(page.getByTestId('cart-line')).toHaveCount(3)
  await expect(priceCard(page).getByTestId('price-total')).toHaveText(money((await priced).total))
  await expect(page.getByTestId('navbar-cart')).toHaveAccessibleName('Cart: 3 products')
  const steps = page.getByRole('navigation', { name: 'Checkout steps' })
  await expect(steps.getByRole('tab', { name: 'Cart' })).toHaveAttribute('aria-selected', 'true')

  // 2. A new address, chosen once saved.
  await priceCard(page).getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/step=address/)
  await page.getByRole('button', { name: 'Add new address' }).click()
  const drawer = page.getByRole('form', { name: 'Add new address' })
  await drawer.getByLabel('Full name').fill('Ada Lovelace')
  await drawer.getByLabel('Phone').fill('+44 20 7946 0958')
  await drawer.getByRole('textbox', { name: /^Address/ }).fill('12 St James’s Square')
  await drawer.getByLabel('City').fill('London')
  await drawer.getByLabel('Postcode').fill('SW1Y 4LB')
  await drawer.getByLabel('Country').fill('United Kingdom')
  await drawer.getByRole('button', { name: 'Save address' }).click()
  await expect(drawer).toBeHidden()
  const saved = page.getByRole('radio', { name: 'Ada Lovelace' })
  await expect(saved).toBeChecked()
  await priceCard(page).getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/step=payment/)
  await expect(steps.getByRole('tab', { name: 'Payment' })).toHaveAttribute('aria-selected', 'true')

  // 3. A card, its number grouped as it is typed.
  const form = page.getByRole('form', { name: 'Payment' })
  await form.getByLabel('Card number').pressSequentially('4242424242424242')
  await expect(form.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242')
  await form.getByLabel('Name on card').fill('Ada Lovelace')
  await form.getByLabel('Expiry date').pressSequentially(futureExpiry().replace('/', ''))
  await expect(form.getByLabel('Expiry date')).toHaveValue(futureExpiry())
  await form.getByLabel('CVV').fill('123')
  const placed = waitForCall(page, placeOrder)
  await priceCard(page).getByRole('button', { name: 'Place order' }).click()
  const order = await placed

  const confirmation = page.getByTestId('order-confirmation')
  await expect(confirmation.getByTestId('order-number')).toHaveText(order.number)
  await expect(confirmation.getByTestId('price-total')).toHaveText(money(order.amounts.total))
  await expect(confirmation.getByTestId('order-address')).toContainText('Ada Lovelace')
  await expect(confirmation.getByTestId('payment-text')).toHaveText('Card •••• 4242')
  expect(order.payment).toEqual({ method: 'card', cardLast4: '4242' })
  await expect(page).toHaveURL(new RegExp(`order=${order.id}`))

  // The cart is empty: the navbar's count with it.
  await expect(page.getByTestId('navbar-cart')).toHaveAttribute('data-count', '0')
  await expect(page.getByTestId('navbar-cart')).toHaveAccessibleName('Cart')

  // The order's own page, then the list where it comes first.
  await confirmation.getByRole('link', { name: 'View order' }).click()
  await expect(page).toHaveURL(new RegExp(`/apps/ecommerce/orders/${order.id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number)
  await expect(page.getByTestId('order-line')).toHaveCount(order.lines.length)

  const listed = waitForCall(page, ordersData)
  await page.goto('/apps/ecommerce/orders')
  expect((await listed).orders[0]!.id).toBe(order.id)
  const row = page.locator('.MuiDataGrid-row').first()
  await expect(row).toContainText(money(order.amounts.total))
  await expect(row).toContainText('Placed')
  await row.getByRole('link', { name: order.number }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number)

  await page.goto('/apps/ecommerce/checkout')
  await expect(page.getByText('Your cart is empty')).toBeVisible()
})

test('the coupon VANTAGE10 takes 10 % off the total, stays across steps and can be removed; an unknown one is refused on its field', async ({ page }) => {
  const first = waitForCall(page, cartPrice)
  await page.goto('/apps/ecommerce/checkout')
  const before = await first
  const total = priceCard(page).getByTestId('price-total')
  await expect(total).toHaveText(money(before.total))

  await priceCard(page).getByLabel('Coupon code').fill('nope')
  await priceCard(page).getByRole('button', { name: 'Apply' }).click()
  await expect(priceCard(page).getByText('This coupon is not valid')).toBeVisible()
  await expect(total).toHaveText(money(before.total))

  const withCoupon = waitForCall(page, cartPrice)
  await priceCard(page).getByLabel('Coupon code').fill('vantage10')
  await priceCard(page).getByRole('button', { name: 'Apply' }).click()
  const after = await withCoupon
  expect(after.coupon).toBe('VANTAGE10')
  expect(after.couponDiscount).toBe(Math.round((before.subtotal - before.discount) / 10))
  await expect(total).toHaveText(money(after.total))
  await expect(priceCard(page).getByTestId('price-coupon')).toHaveText(`−${money(after.couponDiscount)}`)
  await expect(page).toHaveURL(/coupon=VANTAGE10/)

  await priceCard(page).getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/step=address/)
  await expect(total).toHaveText(money(after.total))
  await priceCard(page).getByRole('button', { name: 'Remove the coupon VANTAGE10' }).click()
  await expect(total).toHaveText(money(before.total))
  await expect(page).not.toHaveURL(/coupon=/)
})

test('a card number that fails the checksum is refused under its field before anything is sent; the payment needs an address', async ({ page, mock }) => {
  // Without an address chosen, the payment step gives way to the address step.
  await page.goto('/apps/ecommerce/checkout?step=payment')
  await expect(page).toHaveURL(/step=address/)
  await expect(page.getByTestId('address-step')).toBeVisible()

  await openPayment(page)
  const form = page.getByRole('form', { name: 'Payment' })
  await form.getByLabel('Card number').fill('4242 4242 4242 4241')
  await form.getByLabel('Name on card').fill('John Doe')
  await form.getByLabel('Expiry date').fill(futureExpiry())
  await form.getByLabel('CVV').fill('123')
  await priceCard(page).getByRole('button', { name: 'Place order' }).click()
  const number = form.getByLabel('Card number')
  await expect(number).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Enter a valid card number')).toBeVisible()
  expect(await mock.calls(placeOrder)).toEqual([])

  // Fixed, the error goes as the number is typed again.
  await number.fill('4242 4242 4242 4242')
  await expect(form.getByText('Enter a valid card number')).toBeHidden()
})

test('when placing the order fails, the form says so and Retry places it', async ({ page, mock, consoleErrors }) => {
  consoleErrors.allow(/status of 500/, 'the forced failure of placing the order')
  await openPayment(page)
  await page.getByRole('radio', { name: 'Cash on delivery' }).check()
  await mock.fail(placeOrder, { status: 500, times: 1 })
  await priceCard(page).getByRole('button', { name: 'Place order' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'The order could not be placed. Please try again.' })
  await expect(alert).toBeVisible()

  const placed = waitForCall(page, placeOrder)
  await alert.getByRole('button', { name: 'Retry' }).click()
  const order = await placed
  expect(order.payment.method).toBe('cash-on-delivery')
  await expect(page.getByTestId('order-number')).toHaveText(order.number)
  await expect(page.getByTestId('payment-text')).toHaveText('Cash on delivery')
})

test("the colour chosen on the product's page goes with it: the navbar's cart, the checkout's line and the placed order show it", async ({ page }) => {
  const name = 'Quillon Strike Wireless Controller'
  const detail = page.getByTestId('product-detail')
  await page.goto('/apps/ecommerce/product-detail/quillon-strike-wireless-controller')
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await detail.getByRole('radio', { name: 'Blue' }).check()
  const added = waitForCall(page, addToCart)
  await detail.getByRole('button', { name: 'Add to cart' }).click()
  expect(await added).toMatchObject({ productId: 5, qty: 1, color: 'blue' })

  // The navbar's cart names each line's colour: this one's, and the seeded smartwatch's.
  await page.getByTestId('navbar-cart').click()
  const dropdown = page.getByRole('dialog', { name: 'My cart' })
  await expect(dropdown.getByRole('listitem').filter({ hasText: name }).getByTestId('line-color')).toHaveText('Colour: Blue')
  await expect(dropdown.getByRole('listitem').filter({ hasText: 'Fennick Stride Smartwatch' }).getByTestId('line-color')).toHaveText('Colour: Pink')
  await page.keyboard.press('Escape')

  // In the cart already, another colour is the cart's only when asked.
  await expect(detail.getByRole('radio', { name: 'Blue' })).toBeChecked()
  await detail.getByRole('radio', { name: 'White' }).check()
  const recoloured = waitForCall(page, addToCart)
  await detail.getByRole('button', { name: 'Change to White in the cart' }).click()
  expect(await recoloured).toMatchObject({ productId: 5, qty: 1, color: 'white' })
  await expect(page.getByText(`“${name}” is now White in your cart`)).toBeVisible()
  await expect(detail.getByRole('button', { name: 'Change to White in the cart' })).toHaveCount(0)

  await page.goto('/apps/ecommerce/checkout')
  await expect(page.getByTestId('cart-line').filter({ hasText: name }).getByTestId('line-color')).toHaveText('Colour: White')

  await openPayment(page)
  await page.getByRole('radio', { name: 'Cash on delivery' }).check()
  const placed = waitForCall(page, placeOrder)
  await priceCard(page).getByRole('button', { name: 'Place order' }).click()
  const order = await placed
  expect(order.lines.find((line) => line.productId === 5)!.color).toBe('white')
  const line = page.getByTestId('order-confirmation').getByTestId('order-line').filter({ hasText: name })
  await expect(line.getByTestId('line-color')).toHaveText('Colour: White')
  await expect(line.getByTestId('line-color')).toHaveAttribute('data-color', 'white')
})
