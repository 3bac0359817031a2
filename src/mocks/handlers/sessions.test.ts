// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { decodeJwt, SignJWT, type JWTPayload } from 'jose'
import { me, refreshToken, register, resetDemoData } from '@/api/contract'
import { ALGORITHM, SECRET } from '@/mocks/jwt'
import { callEndpoint, expectSuccess, setupMockBackend, signIn } from '@/mocks/testing'

/** Which tokens the mock takes: the shape of each claim, the algorithm, the kind, the generation of the data. */
setupMockBackend()

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2030-01-01T10:00:00Z'))
})
afterEach(() => vi.useRealTimers())

const minutes = (n: number) => n * 60_000
const later = (ms: number) => vi.setSystemTime(Date.now() + ms)

const asBearer = (token: string) => ({ as: null, headers: { Authorization: `Bearer ${token}` } })
const callMe = (token: string) => callEndpoint(me, {}, asBearer(token))
const exchange = (token: string) => callEndpoint(refreshToken, { body: { refreshToken: token } }, { as: null })

async function registerAs(username: string) {
  const body = { email: `${username}@demo.com`, password: 'secret', username }
  const answer = await expectSuccess(register, { body }, { as: null })
  if ('error' in answer) throw new Error(`registration refused: ${JSON.stringify(answer)}`)
  return answer
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * A token like the one the mock issued, with its claims changed (`undefined` drops one), signed
 * with the mock's secret: only what the test changes can make it fail.
 */
async function resigned(issued: string, changes: JWTPayload, alg: string = ALGORITHM): Promise<string> {
  const claims = Object.fromEntries(Object.entries({ ...decodeJwt(issued), ...changes }).filter(([, value]) => value !== undefined))
  return new SignJWT(claims).setProtectedHeader({ alg }).sign(SECRET)
}

describe('a token is refused (401) unless every claim is as issued', () => {
  it('takes the same claims re-signed: the refusals below are about what each one changes', async () => {
    const { accessToken, refreshToken: refresh } = await signIn()
    expect((await callMe(await resigned(accessToken, {}))).status).toBe(200)
    expect((await exchange(await resigned(refresh, {}))).status).toBe(200)
  })

  it.each<[string, JWTPayload]>([
    ['no exp', { exp: undefined }],
    ['no sub', { sub: undefined }],
    ['no jti', { jti: undefined }],
    ['no iat', { iat: undefined }],
    ['no epoch', { epoch: undefined }],
    ['no typ', { typ: undefined }],
    ['sub "1.0"', { sub: '1.0' }],
    ['sub " 1"', { sub: ' 1' }],
    ['sub "1 "', { sub: '1 ' }],
    ['sub "01"', { sub: '01' }],
    ['sub "0x1"', { sub: '0x1' }],
    ['sub "1e0"', { sub: '1e0' }],
    ['sub "+1"', { sub: '+1' }],
    ['sub "-1"', { sub: '-1' }],
    ['sub "0"', { sub: '0' }],
    ['sub as a number', { sub: 1 as never }],
    ['sub beyond safe integers', { sub: '9007199254740993' }],
    ['an epoch of another generation', { epoch: 'another' }],
  ])('%s', async (_, changes) => {
    const { accessToken, refreshToken: refresh } = await signIn()
    expect((await callMe(await resigned(accessToken, changes))).status).toBe(401)
    expect((await exchange(await resigned(refresh, changes))).status).toBe(401)
  })

  it('alg none', async () => {
    const { accessToken } = await signIn()
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(decodeJwt(accessToken))}.`
    expect(await callMe(unsigned)).toEqual({ status: 401, body: { error: 'Invalid or expired access token' } })
  })

  it.each(['HS384', 'HS512'])('%s with the same secret', async (alg) => {
    const { accessToken, refreshToken: refresh } = await signIn()
    expect((await callMe(await resigned(accessToken, {}, alg))).status).toBe(401)
    expect((await exchange(await resigned(refresh, {}, alg))).status).toBe(401)
  })

  it('forged: signed with another secret, or its payload changed after signing', async () => {
    const { accessToken } = await signIn('client')
    const otherSecret = await new SignJWT(decodeJwt(accessToken)).setProtectedHeader({ alg: ALGORITHM }).sign(new TextEncoder().encode('guess'))
    const [header, , signature] = accessToken.split('.')
    const promoted = `${header}.${base64url({ ...decodeJwt(accessToken), sub: '1' })}.${signature}`
    for (const token of [otherSecret, promoted]) expect((await callMe(token)).status).toBe(401)
  })

  it('a refresh token as an access token, and an access token as a refresh token', async () => {
    const { accessToken, refreshToken: refresh } = await signIn()
    expect((await callMe(refresh)).status).toBe(401)
    expect(await exchange(accessToken)).toEqual({ status: 401, body: { error: 'Invalid refresh token' } })
  })

  it('an access token after its 10 minutes', async () => {
    const { accessToken } = await signIn()
    later(minutes(10) - 1000)
    expect((await callMe(accessToken)).status).toBe(200)
    later(2000)
    expect(await callMe(accessToken)).toEqual({ status: 401, body: { error: 'Invalid or expired access token' } })
  })

  it('reads a quoted bearer token, and checks what is inside as strictly', async () => {
    const { accessToken } = await signIn()
    expect((await callMe(`"${accessToken}"`)).status).toBe(200)
    expect((await callMe(`"${await resigned(accessToken, { exp: undefined })}"`)).status).toBe(401)
    expect((await callMe(`"${await resigned(accessToken, { sub: '01' })}"`)).status).toBe(401)
  })
})

describe('refresh', () => {
  it('slides: the new refresh token expires later than the old one, which is spent', async () => {
    const { refreshToken: first } = await signIn()
    later(minutes(4))
    const renewed = await expectSuccess(refreshToken, { body: { refreshToken: first } }, { as: null })
    expect(decodeJwt(renewed.refreshToken).exp).toBe(decodeJwt(first).exp! + 4 * 60)
    expect(await exchange(first)).toEqual({ status: 401, body: { error: 'Invalid refresh token' } })
    expect((await exchange(renewed.refreshToken)).status).toBe(200)
  })

  it('keeps an active user signed in for an hour, renewing shortly before each access token expires as the client does', async () => {
    let session = await signIn()
    for (let step = 0; step < 7; step++) {
      later(minutes(9) + 30_000)
      expect((await callMe(session.accessToken)).status).toBe(200)
      session = await expectSuccess(refreshToken, { body: { refreshToken: session.refreshToken } }, { as: null })
      expect((await callMe(session.accessToken)).status).toBe(200)
    }
  })

  it('ends the session of a user idle for the 10 minutes of the refresh token (SPEC section 9)', async () => {
    const { refreshToken: refresh } = await signIn()
    later(minutes(10) + 1000)
    expect(await exchange(refresh)).toEqual({ status: 401, body: { error: 'Invalid refresh token' } })
  })

  it('answers exactly one of two exchanges of the same token made at once', async () => {
    const { refreshToken: refresh } = await signIn()
    const statuses = (await Promise.all([exchange(refresh), exchange(refresh)])).map((answer) => answer.status)
    expect(statuses.sort()).toEqual([200, 401])
  })
})

describe('a demo reset', () => {
  it('retires every token issued before it, and hands the caller a new session', async () => {
    const caller = await signIn()
    const other = await signIn('client')
    const { body } = await callEndpoint(resetDemoData, {}, asBearer(caller.accessToken))
    expect(body.session?.userData.email).toBe('admin@demo.com')

    for (const { accessToken, refreshToken: refresh } of [caller, other]) {
      expect((await callMe(accessToken)).status).toBe(401)
      expect((await exchange(refresh)).status).toBe(401)
    }
    expect((await callMe(body.session!.accessToken)).status).toBe(200)
    expect((await exchange(body.session!.refreshToken)).status).toBe(200)
  })

  it('never lets a token of an account made before it act as an account made after it', async () => {
    const first = await registerAs('first')
    const admin = await signIn()
    await expectSuccess(resetDemoData, {}, asBearer(admin.accessToken))

    const second = await registerAs('second')
    expect((await callMe(first.accessToken)).status).toBe(401)
    expect(await callMe(second.accessToken)).toMatchObject({ status: 200, body: { userData: { username: 'second' } } })
  })

  it('signs out a caller whose account was made after the seed: it is gone', async () => {
    const { accessToken } = await registerAs('newbie')
    expect(await callEndpoint(resetDemoData, {}, asBearer(accessToken))).toEqual({ status: 200, body: { reset: true, session: null } })
    expect((await callMe(accessToken)).status).toBe(401)
  })
})
