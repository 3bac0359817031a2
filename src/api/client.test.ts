import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { apiBaseUrl, login as loginEndpoint, me } from '@/api/contract'
import { getSession, login, logout, setTokens } from '@/auth/session'
import { server } from '@/mocks/node'
import { configureMock } from '@/mocks/settings'
import { setupMockBackend } from '@/mocks/testing'
import { api } from './client'
import { ApiError, ContractMismatchError, fieldErrors } from './errors'
import { urlFor } from './http'
import { onSessionExpired } from './sessionExpired'

// happy-dom (the default environment): the client needs localStorage for the session.
setupMockBackend()
beforeEach(() => logout())

/** Counts the calls to each path while a test runs. */
function countCalls(): Map<string, number> {
  const counts = new Map<string, number>()
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname
    counts.set(path, (counts.get(path) ?? 0) + 1)
  }
  server.events.on('request:start', listener)
  afterEach(() => server.events.removeListener('request:start', listener))
  return counts
}

async function signIn(email = 'admin@demo.com', password = 'admin') {
  login(await api(loginEndpoint, { body: { email, password } }))
}

describe('api()', () => {
  it('returns the typed, parsed answer', async () => {
    const answer = await api(loginEndpoint, { body: { email: 'client@demo.com', password: 'client' } })
    expect(answer.userData.role).toBe('client')
  })

  it('sends the access token of the session', async () => {
    await signIn()
    expect((await api(me)).userData.email).toBe('admin@demo.com')
  })

  it('throws one ApiError with the status and the server body', async () => {
    const failure = api(loginEndpoint, { body: { email: 'admin@demo.com', password: 'wrong' } })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    const error = (await failure.catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(400)
    expect(error.body).toEqual({ error: { email: ['Email or Password is Invalid'] } })
    expect(fieldErrors(error)).toEqual({ email: 'Email or Password is Invalid' })
  })

  it('names the endpoint and the path when an answer breaks the contract', async () => {
    server.use(
      http.post(`${apiBaseUrl()}/jwt/login`, () =>
        HttpResponse.json({
          userData: { id: 1, fullName: 'A', username: 'a', avatar: null, email: 'a@b.co', role: 'superuser', ability: [], extras: { eCommerceCartItemsCount: 0 } },
          accessToken: 'x',
          refreshToken: 'y',
        }),
      ),
    )
    const failure = api(loginEndpoint, { body: { email: 'a@b.co', password: 'p' } })
    await expect(failure).rejects.toBeInstanceOf(ContractMismatchError)
    await expect(failure).rejects.toThrow('POST /jwt/login: userData.role: Invalid option: expected one of "admin"|"client"')
  })

  it('builds URLs from path params and query, leaving out absent values', () => {
    const e = { ...me, path: '/things/:id' as const }
    expect(urlFor(e, { params: { id: 'a b' }, query: { q: 'x', page: 2, tag: ['a', 'b'], none: undefined } })).toBe(
      `${apiBaseUrl()}/things/a%20b?q=x&page=2&tag=a&tag=b`,
    )
  })
})

describe('renewing the session', () => {
  it('renews an access token about to expire before sending: ten calls share ONE refresh, and all ten succeed', async () => {
    configureMock({ accessTokenLifetime: 60 })
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date('2030-01-01T10:00:00Z'))
      await signIn()
      const expiringToken = getSession().accessToken
      vi.setSystemTime(new Date('2030-01-01T10:00:55Z')) // in the last fifth of the token's life
      const calls = countCalls()

      const answers = await Promise.all(Array.from({ length: 10 }, () => api(me)))

      expect(answers.map((a) => a.userData.email)).toEqual(Array(10).fill('admin@demo.com'))
      expect(calls.get('/jwt/refresh-token')).toBe(1)
      expect(calls.get('/api/auth/me')).toBe(10) // none refused
      expect(getSession().accessToken).not.toBe(expiringToken)
    } finally {
      vi.useRealTimers()
    }
  })

  it('on a 401 for a token it thought good, ten calls share ONE refresh and are retried once each', async () => {
    await signIn()
    const refusedToken = getSession().accessToken
    // The server no longer takes the token (say, revoked): it answers 401 until a new one comes.
    server.use(
      http.get(`${apiBaseUrl()}/api/auth/me`, ({ request }) =>
        request.headers.get('Authorization') === `Bearer ${refusedToken}` ? HttpResponse.json({ error: 'Revoked' }, { status: 401 }) : undefined,
      ),
    )
    const calls = countCalls()

    const answers = await Promise.all(Array.from({ length: 10 }, () => api(me)))

    expect(answers.map((a) => a.userData.email)).toEqual(Array(10).fill('admin@demo.com'))
    expect(calls.get('/jwt/refresh-token')).toBe(1)
    expect(calls.get('/api/auth/me')).toBe(20) // each call: once refused, once retried
  })

  it('a refused refresh ends the session and calls the expired handler once', async () => {
    await signIn()
    setTokens({ accessToken: 'stale', refreshToken: 'revoked' })
    const expired = vi.fn()
    const stop = onSessionExpired(expired)
    try {
      const results = await Promise.allSettled(Array.from({ length: 3 }, () => api(me)))
      for (const result of results) {
        expect(result.status).toBe('rejected')
        expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 401 })
      }
      expect(getSession()).toEqual({ userData: null, accessToken: null, refreshToken: null })
      expect(localStorage.getItem('accessToken')).toBeNull()
      expect(expired).toHaveBeenCalledTimes(1)
    } finally {
      stop()
    }
  })

  it('a refresh that cannot reach the server keeps the session and reports the failure', async () => {
    await signIn()
    const { refreshToken } = getSession()
    setTokens({ accessToken: 'stale', refreshToken: refreshToken! })
    server.use(http.post(`${apiBaseUrl()}/jwt/refresh-token`, () => HttpResponse.error()))
    const expired = vi.fn()
    const stop = onSessionExpired(expired)
    try {
      await expect(api(me)).rejects.toThrow(/Network error/i)
      expect(getSession().refreshToken).toBe(refreshToken)
      expect(expired).not.toHaveBeenCalled()
    } finally {
      stop()
    }
  })

  it('a call without any session (e.g. a refetch right after logout) fails with its 401 and renews nothing', async () => {
    const expired = vi.fn()
    const stop = onSessionExpired(expired)
    try {
      await expect(api(me)).rejects.toMatchObject({ status: 401, body: { error: 'Missing access token' } })
      // No session ended here, so nobody is sent to the login page from wherever they are.
      expect(expired).not.toHaveBeenCalled()
    } finally {
      stop()
    }
  })
})
