import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import { apiBaseUrl } from '@/api/contract'
import { memoryPersistence, openDb } from './db'
import { server } from './node'
import { configureMock } from './settings'

/**
 * Runs the mock back end around every test of the calling file: msw/node intercepts fetch, and
 * each test starts from the seed with default settings and no latency. A call no handler matches
 * fails the test, so a typo in a path cannot pass unnoticed.
 */
export function setupMockBackend(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(async () => {
    configureMock()
    await openDb(memoryPersistence())
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
}

/** `fetch` against the mock's base URL, for handler tests: `call('/jwt/login', { method: 'POST', ... })`. */
export function call(path: string, init?: RequestInit): Promise<Response> {
  return fetch(apiBaseUrl() + path, init)
}

/** A POST with a JSON body (or a raw string, to test bodies that are not JSON). */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/**
 * For tests of protected endpoints: calls `path` as the signed-in demo admin. Signs in on every
 * call, so a test never depends on a token left over from another one.
 */
export async function callSignedIn(path: string, init: RequestInit = {}): Promise<Response> {
  const login = await postJson('/jwt/login', { email: 'admin@demo.com', password: 'admin' })
  expect(login.status).toBe(200)
  const { accessToken } = (await login.json()) as { accessToken: string }
  const headers = new Headers(init.headers)
  headers.set('Authorization', `Bearer ${accessToken}`)
  if (init.body !== undefined) headers.set('Content-Type', 'application/json')
  return call(path, { ...init, headers })
}
