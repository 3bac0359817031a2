import { isRedirect } from '@tanstack/react-router'
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AuthUser } from '@/api/contract'
import { can, useAbility } from './ability'
import { requireAuth } from './guards'
import { afterLoginPath, homeFor } from './home'
import { login, logout } from './session'

const base = { fullName: 'x', username: 'x', avatar: null, email: 'x@demo.com', extras: { eCommerceCartItemsCount: 0 } }
const admin: AuthUser = { ...base, id: 1, role: 'admin', ability: [{ action: 'manage', subject: 'all' }] }
const client: AuthUser = {
  ...base,
  id: 2,
  role: 'client',
  ability: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
}
const signInAs = (userData: AuthUser) => login({ userData, accessToken: 'a', refreshToken: 'r' })

/** Runs a guard and returns the redirect it threw (its navigation options), or null. */
function redirectOf(guard: () => void) {
  try {
    guard()
    return null
  } catch (thrown) {
    if (!isRedirect(thrown)) throw thrown
    return thrown.options
  }
}

beforeEach(() => logout())

describe('abilities', () => {
  it('default to read Auth when nobody is signed in', () => {
    expect(can('read', 'Auth')).toBe(true)
    expect(can('read', 'ACL')).toBe(false)
  })

  it('let an admin do anything and a client only read ACL and Auth', () => {
    signInAs(admin)
    expect(can('delete', 'Invoice')).toBe(true)
    signInAs(client)
    expect(can('read', 'ACL')).toBe(true)
    expect(can('read', 'Invoice')).toBe(false)
    expect(can('manage', 'ACL')).toBe(false)
  })

  it('follow the session in components', () => {
    const { result } = renderHook(() => useAbility())
    expect(result.current.can('read', 'ACL')).toBe(false)
    act(() => signInAs(client))
    expect(result.current.can('read', 'ACL')).toBe(true)
  })
})

describe('where users land', () => {
  it('admins at /, clients at /access-control', () => {
    expect(homeFor(admin)).toBe('/')
    expect(homeFor(client)).toBe('/access-control')
  })

  it('after login: back to a local redirect, never to another site', () => {
    expect(afterLoginPath(client, '/apps/email?folder=sent')).toBe('/apps/email?folder=sent')
    expect(afterLoginPath(client, 'https://evil.example')).toBe('/access-control')
    expect(afterLoginPath(client, '//evil.example')).toBe('/access-control')
    expect(afterLoginPath(admin)).toBe('/')
  })
})

describe('route guards', () => {
  const location = { href: '/apps/invoice/list?page=2', pathname: '/apps/invoice/list' }
  const adminOnly = { action: 'manage', subject: 'all' }

  it('send a visitor to the login page with a redirect back', () => {
    expect(redirectOf(() => requireAuth({ location }))).toMatchObject({
      to: '/pages/login-v2',
      search: { redirect: '/apps/invoice/list?page=2' },
    })
  })

  it('send a signed-in user without the ability to /misc/not-authorized', () => {
    signInAs(client)
    expect(redirectOf(() => requireAuth({ location, ability: adminOnly }))).toMatchObject({ to: '/misc/not-authorized' })
    expect(redirectOf(() => requireAuth({ location, ability: { action: 'read', subject: 'ACL' } }))).toBeNull()
  })

  it('let an admin through', () => {
    signInAs(admin)
    expect(redirectOf(() => requireAuth({ location, ability: adminOnly }))).toBeNull()
  })

  it("take a signed-in user from / to their own home, so home is never refused", () => {
    const home = { href: '/', pathname: '/' }
    const dashboard = { action: 'read', subject: 'Dashboard' }
    signInAs(client)
    expect(redirectOf(() => requireAuth({ location: home, ability: dashboard }))).toMatchObject({ to: '/access-control', replace: true })
    signInAs(admin)
    expect(redirectOf(() => requireAuth({ location: home, ability: dashboard }))).toBeNull()
  })
})
