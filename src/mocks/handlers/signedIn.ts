import { expect } from 'vitest'
import { call, postJson } from '@/mocks/testing'

/**
 * For handler tests of protected endpoints: calls `path` as the signed-in demo admin.
 * Signs in on every call, so a test never depends on a token left over from another one.
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
