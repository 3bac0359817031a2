// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { flushDb, memoryPersistence, openDb } from '@/mocks/db'
import { tokens } from '@/mocks/jwt'
import { toAuthUser } from '@/mocks/db/accounts'
import { call, demoAccount, postJson, setupMockBackend } from '@/mocks/testing'

setupMockBackend()

const ADMIN = { email: 'admin@demo.com', password: 'admin' }
const CLIENT = { email: 'client@demo.com', password: 'client' }

async function loginAs(credentials: { email: string; password: string }) {
  const response = await postJson('/jwt/login', credentials)
  expect(response.status).toBe(200)
  return response.json()
}

describe('POST /jwt/login', () => {
  it('signs in the admin with the user data and both tokens', async () => {
    const answer = await loginAs(ADMIN)
    expect(answer.userData).toEqual(toAuthUser(demoAccount('admin')))
    expect(answer.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(answer.refreshToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(answer.refreshToken).not.toBe(answer.accessToken)
  })

  it('signs in the client with read ACL and read Auth, and never sends a password', async () => {
    const answer = await loginAs(CLIENT)
    expect(answer.userData.role).toBe('client')
    expect(answer.userData.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ])
    expect(JSON.stringify(answer)).not.toContain('password')
  })

  it.each([
    ['a wrong password', { email: 'admin@demo.com', password: 'nope' }],
    ['an unknown email', { email: 'nobody@demo.com', password: 'admin' }],
  ])('answers 400 "Email or Password is Invalid" for %s', async (_, credentials) => {
    const response = await postJson('/jwt/login', credentials)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { email: ['Email or Password is Invalid'] } })
  })

  it('answers "Something went wrong" when signing the token fails', async () => {
    vi.spyOn(tokens, 'sign').mockRejectedValue(new Error('no crypto'))
    const response = await postJson('/jwt/login', ADMIN)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { email: ['Something went wrong'] } })
  })
})

describe('POST /jwt/register', () => {
  const newUser = { email: 'new@demo.com', password: 'secret1', username: 'newbie' }

  it('creates an admin with manage all and answers the user and an access token', async () => {
    const response = await postJson('/jwt/register', newUser)
    expect(response.status).toBe(200)
    const answer = await response.json()
    expect(answer.user).toMatchObject({
      id: 3,
      email: 'new@demo.com',
      username: 'newbie',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 0 },
    })
    expect(answer.user).not.toHaveProperty('password')
    expect(typeof answer.accessToken).toBe('string')
    const me = await call('/api/auth/me', { headers: { Authorization: `Bearer ${answer.accessToken}` } })
    expect((await me.json()).userData.email).toBe('new@demo.com')
  })

  it('lets the new user log in, also after a reload of the database', async () => {
    const store = memoryPersistence()
    await openDb(store)
    await postJson('/jwt/register', newUser)
    await flushDb()

    await openDb(store) // what a page reload does
    const answer = await loginAs({ email: newUser.email, password: newUser.password })
    expect(answer.userData.username).toBe('newbie')
  })

  it('answers status 200 with both messages when email and username are taken', async () => {
    const response = await postJson('/jwt/register', { email: 'admin@demo.com', password: 'x', username: 'johndoe' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      error: { email: 'This email is already in use.', username: 'This username is already in use.' },
    })
  })

  it('names only what is taken, with null for the other field', async () => {
    const takenEmail = await postJson('/jwt/register', { ...newUser, email: 'client@demo.com' })
    expect(await takenEmail.json()).toEqual({ error: { email: 'This email is already in use.', username: null } })
    const takenName = await postJson('/jwt/register', { ...newUser, username: 'janedoe' })
    expect(await takenName.json()).toEqual({ error: { email: null, username: 'This username is already in use.' } })
  })

  it('leaves no account behind when signing fails', async () => {
    vi.spyOn(tokens, 'sign').mockRejectedValueOnce(new Error('no crypto'))
    const failed = await postJson('/jwt/register', newUser)
    expect(failed.status).toBe(400)
    expect(await failed.json()).toEqual({ error: { email: ['Something went wrong'] } })
    expect((await postJson('/jwt/register', newUser)).status).toBe(200)
  })
})

describe('POST /jwt/refresh-token', () => {
  it('trades a refresh token for new tokens and the user data', async () => {
    const { refreshToken, accessToken } = await loginAs(ADMIN)
    const response = await postJson('/jwt/refresh-token', { refreshToken })
    expect(response.status).toBe(200)
    const answer = await response.json()
    expect(answer.userData.email).toBe('admin@demo.com')
    expect(answer.accessToken).not.toBe(accessToken)
    expect(answer.refreshToken).not.toBe(refreshToken)
  })

  it.each([
    ['garbage', 'not-a-token'],
    ['an access token', 'ACCESS'],
  ])('answers 401 "Invalid refresh token" for %s', async (_, token) => {
    const { accessToken } = await loginAs(ADMIN)
    const response = await postJson('/jwt/refresh-token', { refreshToken: token === 'ACCESS' ? accessToken : token })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Invalid refresh token' })
  })

  // The client renews once the access token has expired, so the refresh token's 10 minutes follow it (see jwt.ts).
  it('refuses a refresh token after its 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date('2030-01-01T10:00:00Z'))
      // Two sessions: a refresh token is good for one exchange.
      const [first, second] = [await loginAs(ADMIN), await loginAs(ADMIN)]
      vi.setSystemTime(new Date('2030-01-01T10:09:50Z'))
      expect((await postJson('/jwt/refresh-token', { refreshToken: first.refreshToken })).status).toBe(200)
      vi.setSystemTime(new Date('2030-01-01T10:10:01Z'))
      const response = await postJson('/jwt/refresh-token', { refreshToken: second.refreshToken })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: 'Invalid refresh token' })
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('bad input is a 400 naming the field, never a 500', () => {
  it.each([
    ['/jwt/login', { email: 'admin@demo.com' }, { password: ['Invalid input: expected string, received undefined'] }],
    ['/jwt/login', { email: 42, password: 'admin' }, { email: ['Invalid input: expected string, received number'] }],
    ['/jwt/register', { email: 'not-an-email', password: 'x', username: 'u' }, { email: ['Invalid email address'] }],
    ['/jwt/register', {}, {
      email: ['Invalid input: expected string, received undefined'],
      password: ['Invalid input: expected string, received undefined'],
      username: ['Invalid input: expected string, received undefined'],
    }],
    ['/jwt/refresh-token', { refreshToken: ['a'] }, { refreshToken: ['Invalid input: expected string, received array'] }],
    ['/jwt/login', [1, 2], { body: ['Invalid input: expected object, received array'] }],
  ])('%s with %j', async (path, body, error) => {
    const response = await postJson(path, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
  })

  it.each(['/jwt/login', '/jwt/register', '/jwt/refresh-token'])('%s with a body that is not JSON', async (path) => {
    const response = await postJson(path, '{"email": "admin@demo.com",')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { body: ['Expected a JSON body'] } })
  })

  it('an empty body', async () => {
    const response = await call('/jwt/login', { method: 'POST' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { body: ['Invalid input: expected object, received undefined'] } })
  })
})
