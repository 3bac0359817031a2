import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { fieldErrors } from '@/api/errors'
import { setupMockBackend } from '@/mocks/testing'
import { useLoginMutation, useRegisterMutation } from './queries'
import { getSession, logout } from './session'

setupMockBackend()
beforeEach(() => logout())

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

describe('useLoginMutation', () => {
  it('stores the session on success', async () => {
    const { result } = renderHook(() => useLoginMutation(), { wrapper })
    act(() => result.current.mutate({ email: 'admin@demo.com', password: 'admin' }))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(getSession().userData?.email).toBe('admin@demo.com')
    expect(getSession().refreshToken).toEqual(expect.any(String))
  })

  it('fails with the field message for the form', async () => {
    const { result } = renderHook(() => useLoginMutation(), { wrapper })
    act(() => result.current.mutate({ email: 'admin@demo.com', password: 'bad' }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(fieldErrors(result.current.error)).toEqual({ email: 'Email or Password is Invalid' })
    expect(getSession().userData).toBeNull()
  })
})

describe('useRegisterMutation', () => {
  it('signs the new user in', async () => {
    const { result } = renderHook(() => useRegisterMutation(), { wrapper })
    act(() => result.current.mutate({ email: 'new@demo.com', password: 'pw', username: 'newbie' }))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(getSession()).toMatchObject({ userData: { username: 'newbie', role: 'admin' }, refreshToken: null })
  })

  it('fails with both messages when email and username are taken', async () => {
    const { result } = renderHook(() => useRegisterMutation(), { wrapper })
    act(() => result.current.mutate({ email: 'admin@demo.com', password: 'pw', username: 'johndoe' }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(fieldErrors(result.current.error)).toEqual({
      email: 'This email is already in use.',
      username: 'This username is already in use.',
    })
    expect(getSession().userData).toBeNull()
  })
})
