// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose'
import { call, setupMockBackend, signIn } from '@/mocks/testing'

/**
 * Every endpoint but the three auth calls needs a valid access token. GET /api/auth/me stands for
 * all of them: the check lives in `handle()`, shared by every handler.
 */
setupMockBackend()

function me(authorization?: string) {
  return call('/api/auth/me', { headers: authorization ? { Authorization: authorization } : {} })
}

async function expect401(response: Response, error: string) {
  expect(response.status).toBe(401)
  expect(await response.json()).toEqual({ error })
}

/** A token with the same claims as `token`, signed in some other way. */
function claimsOf(token: string) {
  const { typ, sub } = decodeJwt(token)
  return { typ, sub: String(sub) }
}

describe('GET /api/auth/me (a protected endpoint)', () => {
  it('answers the user of a valid access token', async () => {
    const { accessToken } = await signIn('client')
    const response = await me(`Bearer ${accessToken}`)
    expect(response.status).toBe(200)
    expect((await response.json()).userData).toMatchObject({ id: 2, email: 'client@demo.com', role: 'client' })
  })

  it('refuses a call without a token', async () => {
    await expect401(await me(), 'Missing access token')
    await expect401(await me('Basic abc'), 'Missing access token')
  })

  it('refuses an access token after its 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date('2030-01-01T10:00:00Z'))
      const { accessToken } = await signIn()
      vi.setSystemTime(new Date('2030-01-01T10:09:59Z'))
      expect((await me(`Bearer ${accessToken}`)).status).toBe(200)
      vi.setSystemTime(new Date('2030-01-01T10:10:01Z'))
      await expect401(await me(`Bearer ${accessToken}`), 'Invalid or expired access token')
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses a token whose payload was changed (forged signature)', async () => {
    const { accessToken } = await signIn('client')
    const [header, payload, signature] = accessToken.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    const promoted = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')
    await expect401(await me(`Bearer ${header}.${promoted}.${signature}`), 'Invalid or expired access token')
  })

  it('refuses a token re-signed with another secret', async () => {
    const { accessToken } = await signIn()
    const resigned = await new SignJWT(claimsOf(accessToken))
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('some-other-secret-of-enough-length!!'))
    await expect401(await me(`Bearer ${resigned}`), 'Invalid or expired access token')
  })

  it('refuses an unsigned token (alg: none)', async () => {
    const { accessToken } = await signIn()
    const unsigned = new UnsecuredJWT(claimsOf(accessToken)).setExpirationTime('10m').encode()
    await expect401(await me(`Bearer ${unsigned}`), 'Invalid or expired access token')
  })

  it('refuses a refresh token in place of an access token', async () => {
    const { refreshToken } = await signIn()
    await expect401(await me(`Bearer ${refreshToken}`), 'Invalid or expired access token')
  })
})
