import { afterEach, describe, expect, it, vi } from 'vitest'
import { backendReady, setBackendStarter, startBackendWhenIdle } from './backendReady'

/** A starter the test finishes by hand, counting how often it was called. */
function manualStarter() {
  let finish: (error?: Error) => void = () => {}
  const start = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finish = (error) => (error ? reject(error) : resolve())
      }),
  )
  return { start, finish: (error?: Error) => finish(error) }
}

afterEach(() => {
  delete document.documentElement.dataset.backend
  setBackendStarter(() => Promise.resolve())
})

describe('backendReady', () => {
  it('starts the back end at the first call, once, and lets every call made meanwhile through when it answers', async () => {
    const { start, finish } = manualStarter()
    setBackendStarter(start)
    expect(start).not.toHaveBeenCalled()

    const settled: number[] = []
    const calls = [1, 2, 3].map((n) => backendReady().then(() => settled.push(n)))
    await Promise.resolve()
    expect(start).toHaveBeenCalledTimes(1)
    expect(settled).toEqual([])
    expect(document.documentElement.dataset.backend).toBeUndefined()

    finish()
    await Promise.all(calls)
    expect(settled).toEqual([1, 2, 3])
    expect(document.documentElement.dataset.backend).toBe('ready')
    await backendReady()
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('never fails a call when the back end cannot start: the calls go on, the page says failed', async () => {
    const { start, finish } = manualStarter()
    setBackendStarter(start)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const call = backendReady()
    await Promise.resolve()
    finish(new Error('no service worker'))
    await expect(call).resolves.toBeUndefined()
    expect(document.documentElement.dataset.backend).toBe('failed')
    expect(error).toHaveBeenCalledWith('The mock back end did not start', expect.any(Error))
  })

  it('starts after the first paint when the browser is idle, and not before', async () => {
    const { start, finish } = manualStarter()
    setBackendStarter(start)
    let painted: () => void = () => {}
    const idle = vi.fn((callback: () => void) => (callback(), 1))
    vi.stubGlobal('requestIdleCallback', idle)

    startBackendWhenIdle(new Promise<void>((resolve) => (painted = resolve)))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(start).not.toHaveBeenCalled()

    painted()
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1))
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 })
    finish()
    await backendReady()
    expect(start).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
  })
})
