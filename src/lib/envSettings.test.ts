// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkEnvSettings, envProblemsMessage } from './envSettings'

describe('checkEnvSettings', () => {
  it('takes no settings as the mock on the app\'s own origin', () => {
    expect(checkEnvSettings({})).toEqual({ settings: { mock: true, apiBaseUrl: '', apiProxy: '' }, problems: [], warnings: [] })
    // Vite's own keys in import.meta.env are not settings.
    expect(checkEnvSettings({ MODE: 'production', DEV: false, BASE_URL: '/' }).warnings).toEqual([])
  })

  it('reads a build for a real back end', () => {
    const { settings, problems } = checkEnvSettings({ VITE_API_MOCK: 'false', VITE_API_BASE_URL: 'https://api.example.com/v1/' })
    expect(problems).toEqual([])
    expect(settings).toEqual({ mock: false, apiBaseUrl: 'https://api.example.com/v1/', apiProxy: '' })
    expect(checkEnvSettings({ VITE_API_MOCK: 'true' }).settings.mock).toBe(true)
    expect(checkEnvSettings({ VITE_API_BASE_URL: '/backend' }).problems).toEqual([])
    expect(checkEnvSettings({ VITE_API_BASE_URL: 'http://localhost:8787' }).problems).toEqual([])
  })

  it('names a bad VITE_API_MOCK and its value', () => {
    expect(checkEnvSettings({ VITE_API_MOCK: 'flase' }).problems).toEqual(['VITE_API_MOCK must be "true" or "false", got "flase"'])
    expect(checkEnvSettings({ VITE_API_MOCK: 'False' }).problems).toHaveLength(1)
    expect(checkEnvSettings({ VITE_API_MOCK: '0' }).problems).toHaveLength(1)
  })

  it.each([
    'api.example.com',
    'ftp://example.com',
    '//api.example.com',
    'https://api.example.com?key=1',
    'https://api.example.com/#top',
    'backend',
    '/back end',
    'https://',
  ])('refuses the base URL %j, naming it', (value) => {
    const { problems } = checkEnvSettings({ VITE_API_BASE_URL: value })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^VITE_API_BASE_URL must be an absolute http\(s\) URL .* or a path starting with "\/"/)
    expect(problems[0]).toContain(`got ${JSON.stringify(value)}`)
  })

  it('checks the dev proxy: a URL, and calls that reach the dev server', () => {
    expect(checkEnvSettings({ VITE_API_MOCK: 'false', VITE_API_PROXY: 'http://localhost:8787' })).toMatchObject({
      settings: { apiProxy: 'http://localhost:8787' },
      problems: [],
      warnings: [],
    })
    expect(checkEnvSettings({ VITE_API_PROXY: 'localhost:8787' }).problems).toEqual([
      'VITE_API_PROXY must be an absolute http(s) URL (like "http://localhost:8787"), got "localhost:8787"',
    ])
    // Calls sent straight to another host never pass through the proxy.
    expect(checkEnvSettings({ VITE_API_MOCK: 'false', VITE_API_PROXY: 'http://localhost:8787', VITE_API_BASE_URL: 'https://api.example.com' }).problems[0]).toMatch(
      /^VITE_API_PROXY forwards .* but VITE_API_BASE_URL sends them to "https:\/\/api.example.com"/,
    )
    // With the mock on, the mock answers first.
    expect(checkEnvSettings({ VITE_API_PROXY: 'http://localhost:8787' }).warnings).toEqual([expect.stringMatching(/^VITE_API_PROXY has no effect/)])
  })

  it('warns of a VITE_ name it does not read (a typo would otherwise pass unseen)', () => {
    const { problems, warnings } = checkEnvSettings({ VITE_API_MOK: 'false' })
    expect(problems).toEqual([])
    expect(warnings).toEqual(['VITE_API_MOK is not a setting this app reads (it reads VITE_API_MOCK, VITE_API_BASE_URL, VITE_API_PROXY)'])
  })

  it('reports every problem at once, in one message', () => {
    const { problems } = checkEnvSettings({ VITE_API_MOCK: 'yes', VITE_API_BASE_URL: 'example.com' })
    expect(problems).toHaveLength(2)
    expect(envProblemsMessage(problems)).toBe(
      `Invalid settings (environment variables or .env file):\n  - ${problems[0]}\n  - ${problems[1]}`,
    )
  })
})
