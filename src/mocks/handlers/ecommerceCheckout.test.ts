// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  MAX_ADDRESSES,
  addAddress,
  addToCart,
  addressesData,
  cartData,
  cartPrice,
  getOrder,
  getProduct,
  ordersData,
  placeOrder,
  removeAddress,
  setCartQuantity,
  type AddressInput,
} from '@/api/contract/ecommerce'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'
import { cartCount, ids, newShopper } from './ecommerceTesting'

setupMockBackend()

/*
 * The admin's seeded cart, in cents: the Stride Smartwatch (29 900, 9 % off: 2 691), the Aria headphones
 * (24 999, 16 % off: 3 999.84, so 4 000) and two Glide mice (2 × 4 999 = 9 998, 17 % off: 1 699.66, so 1 700).
 * The mice do not ship free, so shipping is the flat 999.
 */
const SUBTOTAL = 29_900 + 24_999 + 9_998
const DISCOUNT = 2_691 + 4_000 + 1_700
const AFTER_DISCOUNTS = SUBTOTAL - DISCOUNT // 56 506

const price = (coupon?: string) => callEndpoint(cartPrice, { body: coupon === undefined ? {} : { coupon } })
const card = (changes: Partial<{ number: string; name: string; expiry: string; cvv: string }> = {}) => ({
  method: 'card' as const,
  card: { number: '4242 4242 4242 4242', name: 'John Doe', expiry: '12/49', cvv: '123', ...changes },
})
const cashOnDelivery = { method: 'cash-on-delivery' as const }
const order = (body: Record<string, unknown>) => callEndpoint(placeOrder, { body } as never)
const cartIds = async () => ids((await expectSuccess(cartData)).products)
const stockOf = async (id: number) => (await expectSuccess(getProduct, { params: { id: String(id) } })).product.stock

describe('POST /apps/ecommerce/cart/price', () => {
  it('prices the cart in cents: each line discounted on its own, then a flat fee for shipping', async () => {
    expect(await price()).toEqual({
      status: 200,
      body: { subtotal: 64_897, discount: 8_391, couponDiscount: 0, coupon: '', shipping: 999, total: 57_505 },
    })
    expect([SUBTOTAL, DISCOUNT, AFTER_DISCOUNTS]).toEqual([64_897, 8_391, 56_506])
  })

  it('takes VANTAGE10 (10 % of what is left after the discounts, half a cent up) in any case and with spaces', async () => {
    const expected = { subtotal: SUBTOTAL, discount: DISCOUNT, couponDiscount: 5_651, coupon: 'VANTAGE10', shipping: 999, total: 51_854 }
    for (const coupon of ['VANTAGE10', 'vantage10', '  Vantage10 ']) expect(await price(coupon), coupon).toEqual({ status: 200, body: expected })
  })

  it('takes FREESHIP, which makes shipping free', async () => {
    expect((await price('freeship')).body).toEqual({ subtotal: SUBTOTAL, discount: DISCOUNT, couponDiscount: 0, coupon: 'FREESHIP', shipping: 0, total: AFTER_DISCOUNTS })
  })

  it('refuses any other coupon with a 400 naming coupon', async () => {
    for (const coupon of ['BOGUS', 'VANTAGE1', '__proto__', 'constructor']) {
      expect(await price(coupon), coupon).toEqual({ status: 400, body: { error: { coupon: ['This coupon is not valid'] } } })
    }
  })

  it('follows the quantities, and ships free once every product does', async () => {
    await expectSuccess(setCartQuantity, { params: { productId: 26 }, body: { qty: 3 } })
    // 3 × 4 999 = 14 997, 17 % off: 2 549.49, so 2 549.
    expect((await price()).body).toMatchObject({ subtotal: 29_900 + 24_999 + 14_997, discount: 2_691 + 4_000 + 2_549 })
    await callEndpoint(placeOrder, { body: { addressId: 1, payment: cashOnDelivery } })
    await expectSuccess(addToCart, { body: { productId: 9 } })
    // Earbuds: 8 999, 3 + (9 × 13) mod 18 = 12 % off: 1 079.88, so 1 080; they ship free.
    expect((await price()).body).toEqual({ subtotal: 8_999, discount: 1_080, couponDiscount: 0, coupon: '', shipping: 0, total: 7_919 })
  })
})

describe('addresses', () => {
  const office: AddressInput = {
    fullName: 'John Doe',
    phone: '+351 21 000 0000',
    line1: 'Rua Augusta 100',
    city: 'Lisbon',
    postcode: '1100-053',
    country: 'Portugal',
    type: 'office',
  }

  it("answers the admin's two addresses, the default first", async () => {
    const { addresses } = await expectSuccess(addressesData)
    expect(addresses.map(({ id, city, type, isDefault }) => ({ id, city, type, isDefault }))).toEqual([
      { id: 1, city: 'Portland', type: 'home', isDefault: true },
      { id: 2, city: 'San Francisco', type: 'office', isDefault: false },
    ])
  })

  it('saves one (201, trimmed, the optional fields empty), after the others; isDefault makes it the only default', async () => {
    const saved = await expectSuccess(addAddress, { body: { ...office, city: '  Lisbon ' } })
    expect(saved).toEqual({ ...office, id: expect.any(Number), line2: '', state: '', isDefault: false })
    expect((await expectSuccess(addressesData)).addresses.map((a) => a.id)).toEqual([1, 2, saved.id])

    const main = await expectSuccess(addAddress, { body: { ...office, line1: 'Avenida da Liberdade 1', isDefault: true } })
    const { addresses } = await expectSuccess(addressesData)
    expect(addresses.map((a) => [a.id, a.isDefault])).toEqual([
      [main.id, true],
      [1, false],
      [2, false],
      [saved.id, false],
    ])
  })

  it('makes the first address of an account the default', async () => {
    const shopper = await newShopper()
    expect((await callEndpoint(addAddress, { body: office }, shopper)).body.isDefault).toBe(true)
  })

  it('refuses a bad phone and missing fields with a 400 naming them', async () => {
    const { status, body } = await callEndpoint(addAddress, { body: { ...office, phone: 'call me', line1: ' ', country: undefined } as never })
    expect(status).toBe(400)
    expect(body).toEqual({ error: { phone: ['Enter a phone number'], line1: ['Required'], country: [expect.any(String)] } })
  })

  it(`keeps at most ${MAX_ADDRESSES}: one more is a 400 naming addresses`, async () => {
    for (let i = 3; i <= MAX_ADDRESSES; i++) await expectSuccess(addAddress, { body: { ...office, line1: `Rua ${i}` } })
    const refused = await callEndpoint(addAddress, { body: office })
    expect(refused).toEqual({ status: 400, body: { error: { addresses: [`At most ${MAX_ADDRESSES} addresses can be saved: remove one first`] } } })
    expect((await expectSuccess(addressesData)).addresses).toHaveLength(MAX_ADDRESSES)
  })

  it('removes one (204); removing the default makes the oldest left the default; an unknown id is a 404', async () => {
    const added = await expectSuccess(addAddress, { body: office })
    expect(await callEndpoint(removeAddress, { params: { id: 1 } })).toEqual({ status: 204, body: undefined })
    expect((await expectSuccess(addressesData)).addresses.map((a) => [a.id, a.isDefault])).toEqual([
      [2, true],
      [added.id, false],
    ])
    expect(await callEndpoint(removeAddress, { params: { id: 1 } })).toEqual({ status: 404, body: { error: 'No address with id 1' } })
    // Another account's address is not there for it.
    expect((await callEndpoint(removeAddress, { params: { id: 2 } }, await newShopper())).status).toBe(404)
    expect((await expectSuccess(addressesData)).addresses).toHaveLength(2)
  })
})

describe('POST /apps/ecommerce/orders', () => {
  it('places the order: amounts as cart/price gives them, the lines, the address, the card; then the cart is empty and the stock lower', async () => {
    const quoted = (await price('vantage10')).body
    const [stock6, stock26] = [await stockOf(6), await stockOf(26)]
    const placed = await expectSuccess(placeOrder, { body: { addressId: 2, payment: card(), coupon: 'vantage10' } })
    expect(placed).toEqual({
      id: 43,
      number: 'VL-100043',
      placedAt: expect.stringMatching(/^2025-06-02T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      status: 'placed',
      lines: [
        { productId: 26, name: 'Halvard Glide Wireless Mouse', image: '/images/products/halvard-glide-wireless-mouse.svg', qty: 2, color: 'black', unitPrice: 4_999, price: 9_998, discount: 1_700 },
        { productId: 1, name: 'Lumora Aria Wireless Headphones', image: '/images/products/lumora-aria-wireless-headphones.svg', qty: 1, color: 'silver', unitPrice: 24_999, price: 24_999, discount: 4_000 },
        { productId: 6, name: 'Fennick Stride Smartwatch', image: '/images/products/fennick-stride-smartwatch.svg', qty: 1, color: 'pink', unitPrice: 29_900, price: 29_900, discount: 2_691 },
      ],
      amounts: quoted,
      address: expect.objectContaining({ fullName: 'John Doe', city: 'San Francisco', type: 'office' }),
      payment: { method: 'card', cardLast4: '4242' },
    })
    expect(placed.amounts.total).toBe(51_854)
    expect(placed.address).not.toHaveProperty('id')

    expect(await expectSuccess(cartData)).toEqual({ products: [] })
    expect(await cartCount()).toBe(0)
    expect([await stockOf(6), await stockOf(26)]).toEqual([stock6 - 1, stock26 - 2])
    const { orders, total } = await expectSuccess(ordersData)
    expect([ids(orders), total]).toEqual([[43, 42, 41], 3])
    expect(orders[0]).toEqual(placed)
    expect(await expectSuccess(getOrder, { params: { id: 43 } })).toEqual(placed)
  })

  it("keeps each line's colour as the cart had it last, and none on a line added without one", async () => {
    await expectSuccess(addToCart, { body: { productId: 1, color: 'blue' } })
    await expectSuccess(addToCart, { body: { productId: 2 } })
    const placed = await expectSuccess(placeOrder, { body: { addressId: 1, payment: cashOnDelivery } })
    expect(placed.lines.map(({ productId, color }) => [productId, color])).toEqual([
      [2, undefined],
      [26, 'black'],
      [1, 'blue'],
      [6, 'pink'],
    ])
    expect(placed.lines[0]).not.toHaveProperty('color')
    expect((await expectSuccess(getOrder, { params: { id: placed.id } })).lines).toEqual(placed.lines)
  })

  it('keeps nothing of a card but its last four digits, and none for cash on delivery', async () => {
    const byCard = await expectSuccess(placeOrder, { body: { addressId: 1, payment: card({ number: '5555-5555-5555-4444' }) } })
    expect(byCard.payment).toEqual({ method: 'card', cardLast4: '4444' })
    expect(JSON.stringify(byCard)).not.toContain('5555')
    await expectSuccess(addToCart, { body: { productId: 2 } })
    expect((await expectSuccess(placeOrder, { body: { addressId: 1, payment: cashOnDelivery } })).payment).toEqual({ method: 'cash-on-delivery', cardLast4: '' })
  })

  it.each([
    ['number', { number: '4242 4242 4242 4241' }, 'Enter a valid card number'],
    ['number', { number: '4242' }, 'Enter a valid card number'],
    ['expiry', { expiry: '01/20' }, 'Enter an expiry date (MM/YY) that has not passed'],
    ['expiry', { expiry: '13/49' }, 'Enter an expiry date (MM/YY) that has not passed'],
    ['cvv', { cvv: '12' }, 'Enter the 3 or 4 digits on the back of the card'],
  ])('refuses a bad card %s (%o) with a 400 naming it, and changes nothing', async (field, changes, message) => {
    const answer = await order({ addressId: 1, payment: card(changes) })
    expect(answer).toEqual({ status: 400, body: { error: { [`payment.card.${field}`]: [message] } } })
    expect(await cartIds()).toEqual([26, 1, 6])
    expect((await expectSuccess(ordersData)).total).toBe(2)
  })

  it('refuses an empty cart with a 400 naming cart', async () => {
    const shopper = await newShopper()
    const { id } = (await callEndpoint(addAddress, { body: { fullName: 'Sam', phone: '+44 20 7946 0321', line1: '8 Hill Road', city: 'Leeds', postcode: 'LS1', country: 'UK' } }, shopper)).body
    expect(await callEndpoint(placeOrder, { body: { addressId: id, payment: cashOnDelivery } }, shopper)).toEqual({
      status: 400,
      body: { error: { cart: ['The cart is empty'] } },
    })
  })

  it("refuses an unknown address, another account's address and an unknown coupon, all at once, changing nothing", async () => {
    expect(await order({ addressId: 999, payment: cashOnDelivery, coupon: 'bogus' })).toEqual({
      status: 400,
      body: { error: { addressId: ['No address with id 999'], coupon: ['This coupon is not valid'] } },
    })
    const shopper = await newShopper()
    await callEndpoint(addToCart, { body: { productId: 2 } }, shopper)
    expect((await callEndpoint(placeOrder, { body: { addressId: 1, payment: cashOnDelivery } }, shopper)).body).toEqual({
      error: { addressId: ['No address with id 1'] },
    })
    expect(await cartIds()).toEqual([26, 1, 6])
    expect(await cartCount()).toBe(3)
    expect(await stockOf(26)).toBe(150)
  })

  it('refuses a line of more than the stock left (someone else bought it meanwhile) with a 400 naming cart', async () => {
    await expectSuccess(addToCart, { body: { productId: 27 } })
    await expectSuccess(setCartQuantity, { params: { productId: 27 }, body: { qty: 4 } })
    const shopper = await newShopper()
    const { id } = (await callEndpoint(addAddress, { body: { fullName: 'Sam', phone: '+44 20 7946 0321', line1: '8 Hill Road', city: 'Leeds', postcode: 'LS1', country: 'UK' } }, shopper)).body
    await callEndpoint(addToCart, { body: { productId: 27 } }, shopper)
    expect((await callEndpoint(placeOrder, { body: { addressId: id, payment: cashOnDelivery } }, shopper)).status).toBe(201)
    expect(await stockOf(27)).toBe(3)

    expect(await order({ addressId: 1, payment: cashOnDelivery })).toEqual({ status: 400, body: { error: { cart: ['Tessary Fold Flex: Only 3 left in stock'] } } })
    expect(await cartIds()).toEqual([27, 26, 1, 6])
  })
})

describe('the orders', () => {
  it("lists the admin's two past orders, the newest first, a page at a time (empty past the last)", async () => {
    const { orders, total } = await expectSuccess(ordersData)
    expect(total).toBe(2)
    expect(orders.map(({ number, status, placedAt }) => ({ number, status, placedAt }))).toEqual([
      { number: 'VL-100042', status: 'shipped', placedAt: '2025-05-28T09:41:00.000Z' },
      { number: 'VL-100041', status: 'delivered', placedAt: '2025-04-29T14:12:00.000Z' },
    ])
    expect(ids((await expectSuccess(ordersData, { query: { page: 2, perPage: 1 } })).orders)).toEqual([41])
    expect(await expectSuccess(ordersData, { query: { page: 3, perPage: 1 } })).toEqual({ orders: [], total: 2 })
  })

  it('adds up: the lines make the subtotal and discount, and the parts the total', async () => {
    for (const { lines, amounts } of (await expectSuccess(ordersData)).orders) {
      expect(lines.reduce((sum, line) => sum + line.price, 0)).toBe(amounts.subtotal)
      expect(lines.reduce((sum, line) => sum + line.discount, 0)).toBe(amounts.discount)
      expect(amounts.subtotal - amounts.discount - amounts.couponDiscount + amounts.shipping).toBe(amounts.total)
    }
    const withCoupon = await expectSuccess(getOrder, { params: { id: 42 } })
    // The keyboard: 11 900, 3 + (18 × 13) mod 18 = 3 % off: 357; 10 % of 11 543: 1 154.3, so 1 154; it ships free.
    expect(withCoupon.amounts).toEqual({ subtotal: 11_900, discount: 357, couponDiscount: 1_154, coupon: 'VANTAGE10', shipping: 0, total: 10_389 })
    expect(withCoupon.payment).toEqual({ method: 'cash-on-delivery', cardLast4: '' })
  })

  it('answers 404 for an unknown order', async () => {
    expect(await callEndpoint(getOrder, { params: { id: 999 } })).toEqual({ status: 404, body: { error: 'No order with id 999' } })
  })
})
