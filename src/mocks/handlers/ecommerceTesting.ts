import { me, register } from '@/api/contract/auth'
import { productsData, type ProductListQuery } from '@/api/contract/ecommerce'
import { call, callEndpoint, expectSuccess, signIn } from '@/mocks/testing'

/** Shorthands of the shop's handler tests (as the signed-in admin unless told otherwise). */

export const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id)

/** One page of the shop. */
export const shop = (query: ProductListQuery = {}) => expectSuccess(productsData, { query })

/** The whole shop under a query, on one page. */
export const everything = (query: ProductListQuery = {}) => shop({ perPage: 100, ...query })

/** The shop's answer to a query string written out by hand (list spellings, empty values), as the admin. */
export async function shopByUrl(search: string): Promise<{ status: number; body: Awaited<ReturnType<typeof shop>> }> {
  const { accessToken } = await signIn('admin')
  const response = await call(`/apps/ecommerce/products?${search}`, { headers: { Authorization: `Bearer ${accessToken}` } })
  return { status: response.status, body: await response.json() }
}

/** Who calls, for `callEndpoint`: an account signed up for the test (role admin, so it may shop), with its own token. */
export type Shopper = { as: null; headers: { Authorization: string } }

let signedUp = 0
export async function newShopper(): Promise<Shopper> {
  signedUp += 1
  const { body } = await callEndpoint(register, { body: { email: `shopper${signedUp}@example.com`, password: 'secret12', username: `shopper${signedUp}` } }, { as: null })
  return { as: null, headers: { Authorization: `Bearer ${(body as { accessToken: string }).accessToken}` } }
}

/** The caller's extras.eCommerceCartItemsCount, as `me` answers it (the admin by default). */
export async function cartCount(caller?: Shopper): Promise<number> {
  const { status, body } = await callEndpoint(me, {}, caller)
  if (status !== 200) throw new Error(`me answered ${status}`)
  return body.userData.extras.eCommerceCartItemsCount
}
