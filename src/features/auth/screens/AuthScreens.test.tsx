import type { ReactElement } from 'react'
import { act, screen } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { login, logout } from '@/auth'
import { renderInEnglish } from '@/test/render'
import { ForgotPasswordScreen, LoginScreen, RegisterScreen, ResetPasswordScreen } from './AuthScreens'

/** Mounts a screen as the only route of a router, so its links resolve. */
async function show(screenElement: ReactElement) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => screenElement }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />, { withQueries: true })
  })
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' })

// Each screen: its heading, the field that takes the focus, the browser's hints, and where its link leads.
const cases = [
  {
    screen: <LoginScreen version="v1" />,
    heading: 'Welcome to Vantage!',
    focused: 'Email',
    hints: { Email: 'email', Password: 'current-password' },
    link: ['Create an account', '/pages/register-v1'],
  },
  {
    screen: <RegisterScreen version="v2" />,
    heading: 'Adventure starts here',
    focused: 'Username',
    hints: { Username: 'username', Email: 'email', Password: 'new-password' },
    link: ['Log in instead', '/pages/login-v2'],
  },
  { screen: <ForgotPasswordScreen version="v2" />, heading: 'Forgot password?', focused: 'Email', hints: {}, link: ['Back to login', '/pages/login-v2'] },
  {
    screen: <ResetPasswordScreen version="v1" />,
    heading: 'Reset password',
    focused: 'New password',
    hints: { 'New password': 'new-password', 'Confirm password': 'new-password' },
    link: ['Back to login', '/pages/login-v1'],
  },
] as const

const jane = {
  id: 2,
  fullName: 'Jane Client',
  username: 'client',
  avatar: null,
  email: 'client@demo.com',
  role: 'client' as const,
  ability: [{ action: 'read', subject: 'ACL' }],
  extras: { eCommerceCartItemsCount: 0 },
}

afterEach(() => logout())

describe('auth screens', () => {
  it.each(cases)('$heading: heading, fields and the way on', async ({ screen: shown, heading, focused, hints, link: [name, href] }) => {
    await show(shown)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading)
    expect(document.activeElement).toBe(input(focused))
    for (const [label, hint] of Object.entries(hints)) expect(input(label).autocomplete).toBe(hint)
    expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href)
  })

  it('open to a signed-in user, and say that signing in replaces the session', async () => {
    await show(<LoginScreen version="v2" />)
    expect(screen.queryByTestId('signed-in-notice')).toBeNull()
    act(() => login({ userData: jane, accessToken: 'a', refreshToken: 'r' }))
    expect(screen.getByTestId('signed-in-notice').textContent).toBe(
      'You are signed in as Jane Client. Signing in here replaces that session.',
    )
  })

  it('offers the demo accounts with the mock', async () => {
    await show(<LoginScreen version="v1" />)
    expect(screen.getByTestId('demo-account-admin').textContent).toContain('admin@demo.com')
  })

  it('offers none in a build for a real back end', async () => {
    vi.stubEnv('VITE_API_MOCK', 'false')
    try {
      await show(<LoginScreen version="v1" />)
      expect(screen.getByRole('heading', { level: 1 })).toBeTruthy()
      expect(screen.queryAllByTestId(/^demo-account/)).toEqual([])
      expect(document.body.textContent).not.toMatch(/demo/i)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('says the rule of a new password under it', async () => {
    await show(<RegisterScreen version="v1" />)
    expect(screen.getByText('At least 8 characters')).toBeTruthy()
  })
})
