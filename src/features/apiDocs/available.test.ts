// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiDocsAvailable } from './available'

afterEach(() => vi.unstubAllEnvs())

describe('apiDocsAvailable', () => {
  it('offers the reference in development, and in a build with the mock', () => {
    vi.stubEnv('DEV', true)
    vi.stubEnv('VITE_API_MOCK', 'false')
    expect(apiDocsAvailable()).toBe(true)
    vi.stubEnv('DEV', false)
    vi.stubEnv('VITE_API_MOCK', '')
    expect(apiDocsAvailable()).toBe(true)
    vi.stubEnv('VITE_API_MOCK', 'true')
    expect(apiDocsAvailable()).toBe(true)
  })

  it('leaves it out of a build for a real back end', () => {
    vi.stubEnv('DEV', false)
    vi.stubEnv('VITE_API_MOCK', 'false')
    expect(apiDocsAvailable()).toBe(false)
  })
})
