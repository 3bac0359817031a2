// @vitest-environment node
import { getResponse, isPassthroughResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { contract, type Endpoint } from '@/api/contract'
import { apiBaseUrl } from '@/api/contract/baseUrl'
import { getUser } from '@/api/contract/users'
import { server } from '@/mocks/node'
import { callEndpoint, setupMockBackend, signIn, testEndpoint } from '@/mocks/testing'
import { handlers } from '.'
import { handle } from './handle'
import { MAX_URL_LENGTH } from './longUrls'

setupMockBackend()

// What a request may carry that no schema expects, answered at the mechanism for every endpoint.

const PROTOTYPE_KEYS = ['__proto__', '__proto__[]', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__']
const withQuery = Object.values<Endpoint>(contract).filter((e) => e.query)

describe('a query key named like a member of Object.prototype', () => {
  it('is a key like any other: ignored where the schema does not declare it', async () => {
    const { accessToken } = await signIn()
    for (const key of PROTOTYPE_KEYS) {
      const answer = await getResponse(handlers, new Request(`${apiBaseUrl()}/api/users/user?id=1&${encodeURIComponent(key)}=x`, { headers: { Authorization: `Bearer ${accessToken}` } }))
      expect(answer!.status, key).toBe(200)
      expect(((await answer!.json()) as { user: { id: number } }).user.id).toBe(1)
    }
    expect(Object.keys(Object.prototype)).toEqual([])
  })

  it.each(withQuery)('never fails $id', async (e) => {
    const { accessToken } = await signIn()
    const path = e.path.replace(/:\w+/g, '1')
    for (const key of PROTOTYPE_KEYS) {
      const answer = await getResponse(handlers, new Request(`${apiBaseUrl()}${path}?${encodeURIComponent(key)}=x&${encodeURIComponent(key)}=y`, { method: e.method, headers: { Authorization: `Bearer ${accessToken}` } }))
      expect(answer!.status, `${e.id} ?${key}`).toBeLessThan(500)
    }
  })
})

describe('an address longer than the mock reads', () => {
  it('is a 414 in the contract shape for a call of the API, with or without a token', async () => {
    const answer = await getResponse(handlers, new Request(`${apiBaseUrl()}/api/invoice/invoices/${'1'.repeat(MAX_URL_LENGTH)}`))
    expect(answer!.status).toBe(414)
    expect(await answer!.json()).toEqual({ error: `The address is longer than ${MAX_URL_LENGTH} characters` })
    expect((await getResponse(handlers, new Request(`${apiBaseUrl()}/api/users/user?id=1&q=${'x'.repeat(MAX_URL_LENGTH)}`)))!.status).toBe(414)
  })

  it('goes on to the network untouched when it is no call of the API', async () => {
    const answer = await getResponse(handlers, new Request(`${apiBaseUrl()}/${'a'.repeat(9000)}.js`))
    expect(answer && isPassthroughResponse(answer)).toBe(true)
  })
})

describe('an exception inside a handler', () => {
  it('is a 500 { error } naming the call, with no stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = testEndpoint({ method: 'GET', path: '/test/broken', response: z.object({ ok: z.boolean() }) })
    server.use(
      handle(broken, () => {
        throw new TypeError("Cannot read properties of undefined (reading 'def')")
      }),
    )
    const { status, body } = await callEndpoint(broken)
    expect(status).toBe(500)
    expect(body).toEqual({ error: 'GET /test/broken failed on the server' })
    expect(JSON.stringify(body)).not.toMatch(/stack|TypeError|\.ts:/)
  })

  it('is declared by every endpoint, with the 414, so the OpenAPI document lists them', () => {
    for (const e of Object.values<Endpoint>(contract)) expect(Object.keys(e.errors), e.id).toEqual(expect.arrayContaining(['414', '500']))
    expect(getUser.errors[500]).toBeDefined()
  })
})
