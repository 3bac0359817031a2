// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { login } from '@/api/contract/auth'
import {
  addAddress,
  addToCart,
  addToWishlist,
  addressesData,
  cartData,
  cartPrice,
  getOrder,
  ordersData,
  productsData,
  removeFromCart,
  removeFromWishlist,
  setCartQuantity,
  wishlistData,
} from '@/api/contract/ecommerce'
import { addDays, TEST_DAY } from '@/mocks/db/clock'
import { offerOf } from '@/mocks/db/products'
import { callEndpoint, demoAccount, expectSuccess, setupMockBackend } from '@/mocks/testing'
import { cartCount, ids, newShopper } from './ecommerceTesting'

setupMockBackend()

const cartIds = async () => ids((await expectSuccess(cartData)).products)
const wishlistIds = async () => ids((await expectSuccess(wishlistData)).products)

describe('the wishlist', () => {
  it("answers the admin's wishlist, the latest added first, out-of-stock products too, with their flags", async () => {
    const { products } = await expectSuccess(wishlistData)
    expect(ids(products)).toEqual([35, 40, 21, 13])
    expect(products.every((p) => p.isInWishlist && !p.isInCart)).toBe(true)
    expect(products.find((p) => p.id === 21)).toMatchObject({ name: 'Quillon Vision VR Headset', stock: 0 })
  })

  it('adds a product (201) at the top; adding it again changes nothing', async () => {
    const first = await expectSuccess(addToWishlist, { body: { productId: 2 } })
    expect(first).toEqual({ id: expect.any(Number), productId: 2 })
    expect(await expectSuccess(addToWishlist, { body: { productId: 2 } })).toEqual(first)
    expect(await wishlistIds()).toEqual([2, 35, 40, 21, 13])
    expect((await expectSuccess(productsData, { query: { perPage: 100 } })).products.find((p) => p.id === 2)!.isInWishlist).toBe(true)
  })

  it('removes a product (204), and again without complaint; an unknown product is a 404', async () => {
    const removed = await callEndpoint(removeFromWishlist, { params: { productId: 40 } })
    expect(removed).toEqual({ status: 204, body: undefined })
    expect((await callEndpoint(removeFromWishlist, { params: { productId: 40 } })).status).toBe(204)
    expect(await wishlistIds()).toEqual([35, 21, 13])
    expect(await callEndpoint(removeFromWishlist, { params: { productId: 999 } })).toEqual({ status: 404, body: { error: 'No product with id 999' } })
    expect(await callEndpoint(addToWishlist, { body: { productId: 999 } })).toEqual({ status: 404, body: { error: 'No product with id 999' } })
    expect(await wishlistIds()).toEqual([35, 21, 13])
  })
})

describe('the cart', () => {
  it("answers the admin's cart, the latest added first, with quantities and each product's fixed offer", async () => {
    const { products } = await expectSuccess(cartData)
    expect(products.map(({ id, qty, offers, discountPercentage, shippingDate }) => ({ id, qty, offers, discountPercentage, shippingDate }))).toEqual([
      { id: 26, qty: 2, ...offerAndDate(26) },
      { id: 1, qty: 1, ...offerAndDate(1) },
      { id: 6, qty: 1, ...offerAndDate(6) },
    ])
    expect(products[2]).toMatchObject({ name: 'Fennick Stride Smartwatch', price: 299, isInCart: true, offers: 3, discountPercentage: 9, shippingDate: '2025-06-04' })
    // The same offer on every call.
    expect(await expectSuccess(cartData)).toEqual({ products })
  })

  it('adds a product (201, quantity 1) at the top; adding it again changes nothing', async () => {
    expect(await expectSuccess(addToCart, { body: { productId: 13 } })).toEqual({ id: expect.any(Number), productId: 13, qty: 1 })
    await expectSuccess(setCartQuantity, { params: { productId: 13 }, body: { qty: 3 } })
    expect(await expectSuccess(addToCart, { body: { productId: 13 } })).toMatchObject({ productId: 13, qty: 3 })
    expect(await cartIds()).toEqual([13, 26, 1, 6])
    expect((await expectSuccess(productsData, {})).userCart.filter((entry) => entry.productId === 13)).toHaveLength(1)
  })

  describe('the colour', () => {
    it("answers the seeded lines' colours, and a product added without one has none", async () => {
      expect((await expectSuccess(cartData)).products.map(({ id, color }) => [id, color])).toEqual([
        [26, 'black'],
        [1, 'silver'],
        [6, 'pink'],
      ])
      expect(await expectSuccess(addToCart, { body: { productId: 13 } })).toEqual({ id: expect.any(Number), productId: 13, qty: 1 })
      expect((await expectSuccess(cartData)).products[0]).not.toHaveProperty('color')
    })

    it('adds a product in one of its colours: the entry, the cart and the shop\'s entries carry it', async () => {
      // The Corvane Aero 14 comes in silver and black.
      expect(await expectSuccess(addToCart, { body: { productId: 2, color: 'black' } })).toEqual({ id: expect.any(Number), productId: 2, qty: 1, color: 'black' })
      expect((await expectSuccess(cartData)).products[0]).toMatchObject({ id: 2, qty: 1, color: 'black' })
      expect((await expectSuccess(productsData, {})).userCart[0]).toEqual({ id: expect.any(Number), productId: 2, qty: 1, color: 'black' })
    })

    it('takes another colour when the product is added again, keeping its quantity and place; none given keeps the one it has', async () => {
      await expectSuccess(setCartQuantity, { params: { productId: 1 }, body: { qty: 3 } })
      expect(await expectSuccess(addToCart, { body: { productId: 1, color: 'blue' } })).toEqual({ id: 2, productId: 1, qty: 3, color: 'blue' })
      expect(await expectSuccess(addToCart, { body: { productId: 1 } })).toEqual({ id: 2, productId: 1, qty: 3, color: 'blue' })
      const { products } = await expectSuccess(cartData)
      expect(products.map(({ id, qty, color }) => [id, qty, color])).toEqual([
        [26, 2, 'black'],
        [1, 3, 'blue'],
        [6, 1, 'pink'],
      ])
      // A quantity keeps the colour too.
      expect((await expectSuccess(setCartQuantity, { params: { productId: 1 }, body: { qty: 2 } })).color).toBe('blue')
      expect(await cartCount()).toBe(3)
    })

    it('refuses a colour the product does not come in, or no colour at all, with a 400 naming color, changing nothing', async () => {
      // The headphones come in black, silver and blue; the mouse only in black.
      expect(await callEndpoint(addToCart, { body: { productId: 1, color: 'red' } })).toEqual({
        status: 400,
        body: { error: { color: ['This product does not come in red'] } },
      })
      expect(await callEndpoint(addToCart, { body: { productId: 2, color: 'gold' } })).toEqual({
        status: 400,
        body: { error: { color: ['This product does not come in gold'] } },
      })
      for (const color of ['purple', '', 'BLUE']) {
        const answer = await callEndpoint(addToCart, { body: { productId: 1, color } } as never)
        expect(answer.status, color).toBe(400)
        expect(Object.keys((answer.body as unknown as { error: object }).error), color).toEqual(['color'])
      }
      expect((await expectSuccess(cartData)).products.map(({ id, color }) => [id, color])).toEqual([
        [26, 'black'],
        [1, 'silver'],
        [6, 'pink'],
      ])
      expect(await cartCount()).toBe(3)
    })

    it('answers 404 for an unknown product before looking at the colour', async () => {
      expect(await callEndpoint(addToCart, { body: { productId: 999, color: 'black' } })).toEqual({ status: 404, body: { error: 'No product with id 999' } })
    })
  })

  it('refuses a product out of stock (400 naming productId) and an unknown one (404), adding nothing', async () => {
    expect(await callEndpoint(addToCart, { body: { productId: 21 } })).toEqual({ status: 400, body: { error: { productId: ['This product is out of stock'] } } })
    expect(await callEndpoint(addToCart, { body: { productId: 999 } })).toEqual({ status: 404, body: { error: 'No product with id 999' } })
    expect(await cartIds()).toEqual([26, 1, 6])
  })

  it('removes a product (204), and again without complaint; an unknown product is a 404', async () => {
    expect(await callEndpoint(removeFromCart, { params: { productId: 1 } })).toEqual({ status: 204, body: undefined })
    expect((await callEndpoint(removeFromCart, { params: { productId: 1 } })).status).toBe(204)
    // Not in the cart at all: still nothing to do.
    expect((await callEndpoint(removeFromCart, { params: { productId: 44 } })).status).toBe(204)
    expect((await callEndpoint(removeFromCart, { params: { productId: 999 } })).status).toBe(404)
    expect(await cartIds()).toEqual([26, 6])
  })

  describe('quantities', () => {
    it('sets 1 to 10 of a product', async () => {
      expect(await expectSuccess(setCartQuantity, { params: { productId: 6 }, body: { qty: 10 } })).toEqual({ id: expect.any(Number), productId: 6, qty: 10, color: 'pink' })
      expect((await expectSuccess(cartData)).products.find((p) => p.id === 6)!.qty).toBe(10)
      expect((await expectSuccess(setCartQuantity, { params: { productId: 6 }, body: { qty: 1 } })).qty).toBe(1)
    })

    it.each([
      [0, 'Too small: expected number to be >=1'],
      [11, 'At most 10 of one product'],
    ])('refuses %i with a 400 naming qty', async (qty, message) => {
      expect(await callEndpoint(setCartQuantity, { params: { productId: 6 }, body: { qty } })).toEqual({ status: 400, body: { error: { qty: [message] } } })
      expect((await expectSuccess(cartData)).products.find((p) => p.id === 6)!.qty).toBe(1)
    })

    it('refuses more than the stock (400 naming qty)', async () => {
      await expectSuccess(addToCart, { body: { productId: 27 } })
      expect((await expectSuccess(setCartQuantity, { params: { productId: 27 }, body: { qty: 4 } })).qty).toBe(4)
      expect(await callEndpoint(setCartQuantity, { params: { productId: 27 }, body: { qty: 5 } })).toEqual({
        status: 400,
        body: { error: { qty: ['Only 4 left in stock'] } },
      })
    })

    it('answers 404 for a product not in the cart, or unknown', async () => {
      expect(await callEndpoint(setCartQuantity, { params: { productId: 2 }, body: { qty: 2 } })).toEqual({ status: 404, body: { error: 'Product 2 is not in the cart' } })
      expect((await callEndpoint(setCartQuantity, { params: { productId: 999 }, body: { qty: 2 } })).status).toBe(404)
    })
  })
})

describe("the account's extras.eCommerceCartItemsCount", () => {
  it('counts the products in the cart from the seed on, and follows every addition and removal', async () => {
    expect(await cartCount()).toBe(3)
    await expectSuccess(addToCart, { body: { productId: 2 } })
    expect(await cartCount()).toBe(4)
    await expectSuccess(addToCart, { body: { productId: 2 } })
    expect(await cartCount()).toBe(4)
    // A quantity is not another product.
    await expectSuccess(setCartQuantity, { params: { productId: 2 }, body: { qty: 5 } })
    expect(await cartCount()).toBe(4)
    await expectSuccess(removeFromCart, { params: { productId: 26 } })
    await expectSuccess(removeFromCart, { params: { productId: 26 } })
    expect(await cartCount()).toBe(3)
    // The wishlist does not count.
    await expectSuccess(addToWishlist, { body: { productId: 3 } })
    expect(await cartCount()).toBe(3)
  })

  it('is what a new sign-in answers too', async () => {
    await expectSuccess(removeFromCart, { params: { productId: 6 } })
    const { email, password } = demoAccount('admin')
    const session = await expectSuccess(login, { body: { email, password } }, { as: null })
    expect(session.userData.extras.eCommerceCartItemsCount).toBe(2)
  })

  it('does not move on a refused change', async () => {
    await callEndpoint(addToCart, { body: { productId: 21 } })
    await callEndpoint(addToCart, { body: { productId: 2 } }, { as: 'client' })
    expect(await cartCount()).toBe(3)
  })
})

describe('each account has its own', () => {
  it('wishlist, cart, count, addresses and orders; changes of one leave the other as it was', async () => {
    const shopper = await newShopper()
    expect((await callEndpoint(wishlistData, {}, shopper)).body).toEqual({ products: [] })
    expect((await callEndpoint(cartData, {}, shopper)).body).toEqual({ products: [] })
    expect((await callEndpoint(addressesData, {}, shopper)).body).toEqual({ addresses: [] })
    expect((await callEndpoint(ordersData, {}, shopper)).body).toEqual({ orders: [], total: 0 })
    expect(await cartCount(shopper)).toBe(0)
    expect((await callEndpoint(cartPrice, { body: {} }, shopper)).body).toEqual({ subtotal: 0, discount: 0, couponDiscount: 0, coupon: '', shipping: 0, total: 0 })

    expect((await callEndpoint(addToCart, { body: { productId: 6 } }, shopper)).status).toBe(201)
    expect((await callEndpoint(addToWishlist, { body: { productId: 6 } }, shopper)).status).toBe(201)
    expect(await cartCount(shopper)).toBe(1)
    const seen = (await callEndpoint(productsData, { query: { perPage: 100 } }, shopper)).body
    expect(ids(seen.products.filter((p) => p.isInCart))).toEqual([6])
    expect(seen.userWishlist.map((entry) => entry.productId)).toEqual([6])

    // The admin's product 6 stays in its cart when the shopper removes its own.
    expect((await callEndpoint(removeFromCart, { params: { productId: 6 } }, shopper)).status).toBe(204)
    expect(await cartIds()).toEqual([26, 1, 6])
    expect(await wishlistIds()).toEqual([35, 40, 21, 13])
    expect(await cartCount()).toBe(3)
    expect(await cartCount(shopper)).toBe(0)
  })

  it("answers 404 for another account's order, and never lists its addresses", async () => {
    const shopper = await newShopper()
    expect(await callEndpoint(getOrder, { params: { id: 41 } }, shopper)).toEqual({ status: 404, body: { error: 'No order with id 41' } })
    const { id } = (await callEndpoint(addAddress, { body: { fullName: 'Sam Shopper', phone: '+44 20 7946 0321', line1: '8 Hill Road', city: 'Leeds', postcode: 'LS1 4AP', country: 'United Kingdom' } }, shopper)).body
    expect((await callEndpoint(addressesData, {}, shopper)).body.addresses.map((a) => a.id)).toEqual([id])
    expect((await expectSuccess(addressesData)).addresses.map((a) => a.id)).toEqual([1, 2])
  })
})

describe('the client role', () => {
  it('may not read the shop or change a cart (403, subject Ecommerce), and its refused writes change nothing', async () => {
    expect(await callEndpoint(productsData, {}, { as: 'client' })).toEqual({ status: 403, body: { error: 'The client role may not read Ecommerce' } })
    const writes = [
      callEndpoint(addToCart, { body: { productId: 2 } }, { as: 'client' }),
      callEndpoint(addToWishlist, { body: { productId: 2 } }, { as: 'client' }),
      callEndpoint(removeFromCart, { params: { productId: 26 } }, { as: 'client' }),
      callEndpoint(setCartQuantity, { params: { productId: 26 }, body: { qty: 5 } }, { as: 'client' }),
    ]
    for (const answer of await Promise.all(writes)) expect(answer).toEqual({ status: 403, body: { error: 'The client role may not update Ecommerce' } })
    expect((await expectSuccess(cartData)).products.map(({ id, qty }) => [id, qty])).toEqual([
      [26, 2],
      [1, 1],
      [6, 1],
    ])
    expect(await wishlistIds()).toEqual([35, 40, 21, 13])
  })
})

/** A product's fixed offer and the day it ships if ordered on the test's day. */
function offerAndDate(id: number) {
  const { offers, discountPercentage, shippingDays } = offerOf(id)
  return { offers, discountPercentage, shippingDate: addDays(TEST_DAY, shippingDays) }
}
