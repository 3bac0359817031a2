import type { ReactNode } from 'react'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AuthUser } from '@/api/contract'
import { login, logout } from './session'
import { useCanOpen } from './useCanOpen'
import { seedAccounts, toAuthUser } from '@/mocks/db/accounts'

const read = (subject: string) => ({ ability: { action: 'read', subject } })
const root = createRootRoute()
const shell = createRoute({ getParentRoute: () => root, id: '_main' })
const router = createRouter({
  history: createMemoryHistory(),
  routeTree: root.addChildren([
    shell.addChildren([
      createRoute({ getParentRoute: () => shell, path: '/', staticData: read('Dashboard') }),
      createRoute({ getParentRoute: () => shell, path: '/access-control', staticData: read('ACL') }),
      createRoute({ getParentRoute: () => shell, path: '/apps/email/$folder', staticData: read('Email') }),
    ]),
    createRoute({ getParentRoute: () => root, path: '/misc/coming-soon' }),
  ]),
})

// The seeded client account, as the API shows it.
const client: AuthUser = toAuthUser(seedAccounts().find((user) => user.role === 'client')!)

const wrapper = ({ children }: { children: ReactNode }) => <RouterContextProvider router={router}>{children}</RouterContextProvider>

afterEach(() => logout())

describe('useCanOpen', () => {
  it("judges a path by its routes' abilities, dynamic segments and query included", () => {
    login({ userData: client, accessToken: 'a', refreshToken: 'r' })
    const canOpen = renderHook(() => useCanOpen(), { wrapper }).result.current
    expect(canOpen('/access-control')).toBe(true)
    expect(canOpen('/misc/coming-soon')).toBe(true)
    expect(canOpen('/')).toBe(false)
    expect(canOpen('/apps/email/inbox?mail=2')).toBe(false)
  })
})
