import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useLoaded } from './useLoaded'

/** A download the test answers when it likes. */
function download<T>() {
  let answer!: { resolve: (value: T) => void; reject: (error: Error) => void }
  const load = vi.fn(() => new Promise<T>((resolve, reject) => (answer = { resolve, reject })))
  return { load, resolve: (value: T) => act(() => answer.resolve(value)), reject: () => act(() => answer.reject(new Error('offline'))) }
}

describe('useLoaded', () => {
  it('loads once enabled, keeps a function as a value, and never loads again once there', async () => {
    const code = download<() => string>()
    const { result, rerender } = renderHook(({ enabled }) => useLoaded(code.load, { enabled }), { initialProps: { enabled: false } })
    expect(code.load).not.toHaveBeenCalled()
    rerender({ enabled: true })
    expect(code.load).toHaveBeenCalledTimes(1)
    await code.resolve(() => 'highlighted')
    expect(result.current.value?.()).toBe('highlighted')
    rerender({ enabled: false })
    rerender({ enabled: true })
    expect(code.load).toHaveBeenCalledTimes(1)
  })

  it('says it failed, and tries again when enabled anew', async () => {
    const text = download<string>()
    const { result, rerender } = renderHook(({ enabled }) => useLoaded(text.load, { enabled }), { initialProps: { enabled: true } })
    await text.reject()
    expect(result.current).toEqual({ value: undefined, failed: true })
    rerender({ enabled: false })
    rerender({ enabled: true })
    await text.resolve('const a = 1')
    expect(result.current).toEqual({ value: 'const a = 1', failed: false })
  })

  it('starts from a value at hand without loading, and drops an answer that comes after unmounting', async () => {
    const icons = download<string>()
    expect(renderHook(() => useLoaded(icons.load, { initial: 'icons' })).result.current.value).toBe('icons')
    expect(icons.load).not.toHaveBeenCalled()
    const { result, unmount } = renderHook(() => useLoaded(icons.load))
    unmount()
    await icons.resolve('late')
    expect(result.current.value).toBeUndefined()
  })
})
