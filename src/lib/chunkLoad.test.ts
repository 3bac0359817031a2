import { afterEach, describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadWhenReachable } from './chunkLoad'

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://localhost/assets/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module',
  ])('knows "%s"', (message) => expect(isChunkLoadError(new TypeError(message))).toBe(true))

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('boom')).toBe(false)
  })
})

describe('reloadWhenReachable', () => {
  const reload = vi.fn()
  afterEach(() => {
    vi.unstubAllGlobals()
    reload.mockReset()
  })

  function stub(fetchImpl: () => Promise<unknown>) {
    vi.stubGlobal('fetch', vi.fn(fetchImpl))
    vi.stubGlobal('location', { href: 'http://localhost/misc/maintenance', reload })
  }

  it('reloads the page once the server answers', async () => {
    stub(() => Promise.resolve(new Response(null)))
    await expect(reloadWhenReachable()).resolves.toBe(true)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('stays on the page while the server cannot be reached', async () => {
    stub(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(reloadWhenReachable()).resolves.toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
