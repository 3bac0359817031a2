// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, login, register } from '@/api/contract'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'

/**
 * What registration takes (contract: auth.ts): lengths, a password that is not blank, and emails
 * and usernames unique without regard to case or surrounding spaces. Bad input is a 400 naming the
 * field and creates no account; a taken name keeps the contract's 200 with `{ error: { email, username } }`.
 */
setupMockBackend()

const account = { email: 'new@demo.com', password: 'secret12', username: 'newbie' }
const registerAs = (body: object) => callEndpoint(register, { body: body as never }, { as: null })
const canLogIn = async (email: string, password: string) =>
  (await callEndpoint(login, { body: { email, password } }, { as: null })).status === 200

describe('POST /jwt/register refuses, creating nothing', () => {
  it.each<[string, object, string]>([
    [`a username over ${MAX_USERNAME_LENGTH} characters`, { username: 'u'.repeat(MAX_USERNAME_LENGTH + 1) }, 'username'],
    ['a blank username', { username: '   ' }, 'username'],
    ['an empty password', { password: '' }, 'password'],
    ['a password of spaces only', { password: '        ' }, 'password'],
    [`a password over ${MAX_PASSWORD_LENGTH} characters`, { password: 'p'.repeat(MAX_PASSWORD_LENGTH + 1) }, 'password'],
    [`an email over ${MAX_EMAIL_LENGTH} characters`, { email: `${'e'.repeat(MAX_EMAIL_LENGTH)}@demo.com` }, 'email'],
  ])('%s: 400 naming the field', async (_, change, field) => {
    const body = { ...account, ...change }
    const { status, body: answer } = await registerAs(body)
    expect(status).toBe(400)
    expect(Object.keys((answer as { error: object }).error)).toEqual([field])
    expect(await canLogIn(body.email, body.password)).toBe(false)
    // Nothing was stored: the same account, made valid, is free.
    expect((await expectSuccess(register, { body: account }, { as: null })) as object).toHaveProperty('accessToken')
  })

  it('names the blank password in words', async () => {
    expect((await registerAs({ ...account, password: '   ' })).body).toEqual({
      error: { password: ['The password must not be blank'] },
    })
  })

  it(`takes a username of exactly ${MAX_USERNAME_LENGTH} characters`, async () => {
    const answer = await expectSuccess(register, { body: { ...account, username: 'u'.repeat(MAX_USERNAME_LENGTH) } }, { as: null })
    expect(answer).toHaveProperty('user.username', 'u'.repeat(MAX_USERNAME_LENGTH))
  })
})

describe('POST /jwt/register keeps emails and usernames unique, trimmed and without regard to case', () => {
  it("stores them trimmed, the password as typed", async () => {
    const answer = await expectSuccess(
      register,
      { body: { email: '  New@Demo.com ', password: ' secret12 ', username: ' Newbie ' } },
      { as: null },
    )
    expect(answer).toMatchObject({ user: { email: 'New@Demo.com', username: 'Newbie', fullName: 'Newbie' } })
    expect(await canLogIn('new@demo.com', ' secret12 ')).toBe(true)
    expect(await canLogIn('new@demo.com', 'secret12')).toBe(false)
  })

  it.each([
    ['the seed, in other case and spaces', { email: ' ADMIN@demo.com ', username: ' JohnDoe ' }],
    ['the seed, in other case', { email: 'Client@Demo.COM', username: 'JANEDOE' }],
  ])('answers the SPEC conflict for %s', async (_, taken) => {
    expect(await registerAs({ ...account, ...taken })).toEqual({
      status: 200,
      body: { error: { email: 'This email is already in use.', username: 'This username is already in use.' } },
    })
  })

  it('answers the conflict for an account registered before, and creates no second one', async () => {
    await expectSuccess(register, { body: account }, { as: null })
    expect(await registerAs({ email: ' NEW@demo.com', password: 'other-pass', username: 'fresh' })).toEqual({
      status: 200,
      body: { error: { email: 'This email is already in use.', username: null } },
    })
    expect(await registerAs({ email: 'fresh@demo.com', password: 'other-pass', username: 'NEWBIE ' })).toEqual({
      status: 200,
      body: { error: { email: null, username: 'This username is already in use.' } },
    })
    expect(await canLogIn('fresh@demo.com', 'other-pass')).toBe(false)
    expect(await canLogIn('new@demo.com', 'other-pass')).toBe(false)
  })
})
