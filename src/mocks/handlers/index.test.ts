// @vitest-environment node
import { getResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { contract, type Endpoint } from '@/api/contract'
import { urlFor } from '@/api/http'
import { server } from '@/mocks/node'
import { call, setupMockBackend, testEndpoint } from '@/mocks/testing'
import { handlers } from '.'
import { implement } from './implement'
import { lazyDomain } from './lazyDomain'

setupMockBackend()

describe('the handlers', () => {
  // implement() makes each domain answer all of its contract file; this checks that every domain
  // is reachable: each path prefix leads to the module that answers it.
  it.each(Object.values<Endpoint>(contract))('answer $id with a status its contract declares', async (e) => {
    const params = Object.fromEntries(Object.keys(e.params?.shape ?? {}).map((name) => [name, 1]))
    const request = new Request(urlFor(e, { params }), { method: e.method })
    const response = await getResponse(handlers, request)
    expect(response, `${e.id} has no handler`).toBeDefined()
    expect([e.status, ...Object.keys(e.errors).map(Number)]).toContain(response!.status)
  })
})

describe('lazyDomain()', () => {
  const ping = testEndpoint({ method: 'GET', path: '/test/lazy/ping', response: z.object({ pong: z.literal(true) }) })
  const domainModule = () => Promise.resolve({ handlers: implement({ ping }, { ping: () => ({ pong: true as const }) }) })

  it('loads the domain with its first call, once', async () => {
    const load = vi.fn(domainModule)
    server.use(...lazyDomain({ paths: ['/test/lazy/'], load }))
    expect(load).not.toHaveBeenCalled()

    const [first, second] = await Promise.all([call(ping.path), call(ping.path)])
    expect(await first.json()).toEqual({ pong: true })
    expect(second.status).toBe(200)
    expect((await call(ping.path)).status).toBe(200)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries the download again after it failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi.fn(domainModule).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    server.use(...lazyDomain({ paths: ['/test/lazy/'], load }))

    const failed = await call(ping.path)
    expect(failed.status).toBe(500)
    // In the contract's shape, without a stack.
    expect(await failed.json()).toEqual({ error: 'GET /test/lazy/* failed on the server' })
    expect(await (await call(ping.path)).json()).toEqual({ pong: true })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
