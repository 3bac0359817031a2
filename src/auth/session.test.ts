import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AuthUser } from '@/api/contract'
import { getSession, login, logout, setTokens, updateUserData, useSession } from './session'

const user: AuthUser = {
  id: 2,
  fullName: 'Jane Doe',
  username: 'janedoe',
  avatar: null,
  email: 'client@demo.com',
  role: 'client',
  ability: [{ action: 'read', subject: 'ACL' }],
  extras: { eCommerceCartItemsCount: 5 },
}

/** What another tab (or a reload) would leave in localStorage, announced the way the browser does. */
function storageChangedElsewhere(entries: Record<string, string>) {
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  window.dispatchEvent(new StorageEvent('storage', { key: null }))
}

describe('the session store', () => {
  beforeEach(() => logout())

  it('stores user data and both tokens under the SPEC keys, and logout clears them', () => {
    login({ userData: user, accessToken: 'a1', refreshToken: 'r1' })
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(user)
    expect(localStorage.getItem('accessToken')).toBe('a1')
    expect(localStorage.getItem('refreshToken')).toBe('r1')

    logout()
    expect(['userData', 'accessToken', 'refreshToken'].map((k) => localStorage.getItem(k))).toEqual([null, null, null])
    expect(getSession().userData).toBeNull()
  })

  it('without "remember me" keeps the session in sessionStorage only, and logout clears it there too', () => {
    login({ userData: user, accessToken: 'a1', refreshToken: 'r1' }, { remember: false })
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(sessionStorage.getItem('accessToken')).toBe('a1')
    setTokens({ accessToken: 'a2', refreshToken: 'r2' })
    expect(sessionStorage.getItem('accessToken')).toBe('a2')
    expect(localStorage.getItem('accessToken')).toBeNull()

    logout()
    expect(sessionStorage.getItem('accessToken')).toBeNull()
    expect(getSession().userData).toBeNull()
  })

  it('replaces the tokens on refresh and keeps the user', () => {
    login({ userData: user, accessToken: 'a1', refreshToken: 'r1' })
    setTokens({ accessToken: 'a2', refreshToken: 'r2' })
    expect(getSession()).toEqual({ userData: user, accessToken: 'a2', refreshToken: 'r2' })
  })

  it("updates the signed-in user's data where the session is kept, keeping the tokens; another user's is ignored", () => {
    login({ userData: user, accessToken: 'a1', refreshToken: null }, { remember: false })
    const renamed = { ...user, fullName: 'Jane Roe' }
    updateUserData(renamed)
    expect(getSession()).toEqual({ userData: renamed, accessToken: 'a1', refreshToken: null })
    expect(JSON.parse(sessionStorage.getItem('userData')!)).toEqual(renamed)
    expect(localStorage.getItem('userData')).toBeNull()

    updateUserData({ ...user, id: 1, fullName: 'Someone else' })
    expect(getSession().userData).toEqual(renamed)
  })

  it('reads what is stored, and ignores stored user data that is not a valid user', () => {
    storageChangedElsewhere({ userData: JSON.stringify(user), accessToken: 'a', refreshToken: 'r' })
    expect(getSession().userData).toEqual(user)

    storageChangedElsewhere({ userData: JSON.stringify({ ...user, role: 'root' }) })
    expect(getSession().userData).toBeNull()
    storageChangedElsewhere({ userData: '{not json' })
    expect(getSession().userData).toBeNull()
  })

  it('re-renders components on login and logout', () => {
    const { result } = renderHook(() => useSession())
    expect(result.current.userData).toBeNull()
    act(() => login({ userData: user, accessToken: 'a', refreshToken: null }))
    expect(result.current.userData?.username).toBe('janedoe')
    act(() => logout())
    expect(result.current.userData).toBeNull()
  })
})
