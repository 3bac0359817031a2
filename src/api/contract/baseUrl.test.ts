// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiBaseUrl } from './baseUrl'

afterEach(() => vi.unstubAllEnvs())

describe('apiBaseUrl', () => {
  it('is the origin when nothing is configured (http://localhost outside a browser)', () => {
    vi.stubEnv('VITE_API_BASE_URL', '')
    expect(apiBaseUrl()).toBe('http://localhost')
  })

  it('keeps a configured URL with its path, without the trailing slash', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/v1/')
    expect(apiBaseUrl()).toBe('https://api.example.com/v1')
  })

  it('takes a path on the origin, so the mock and the client agree on one absolute URL', () => {
    vi.stubEnv('VITE_API_BASE_URL', '/backend')
    expect(apiBaseUrl()).toBe('http://localhost/backend')
  })
})
