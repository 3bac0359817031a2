// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { datatablesData, deleteUser, emailsData, usersData } from '@/api/contract'
import { installMockControl, latencyOf, mockControl, noteUnmatched, withEndpointIds } from './control'
import { configureMock, mockSettings, storedMockSettings } from './settings'
import { call, callEndpoint, expectSuccess, setupMockBackend, signIn } from './testing'

/** The test control (window.__mock in the browser), driven against msw/node. */
setupMockBackend()
beforeEach(() => mockControl.clearCalls())

const statusOf = async (endpoint: typeof datatablesData | typeof emailsData) => (await callEndpoint(endpoint, {})).status

describe('mockControl.fail', () => {
  it('fails once, with the contract error shape, then answers normally', async () => {
    await mockControl.fail('datatablesData', { status: 500, times: 1 })
    expect(await callEndpoint(datatablesData, {})).toEqual({ status: 500, body: { error: 'Forced 500 (mock control)' } })
    expect(await statusOf(datatablesData)).toBe(200)
  })

  it('fails n times with the given body; the endpoint may be named by its id', async () => {
    await mockControl.fail('GET /api/datatables/data', { status: 503, body: { error: 'Down for a test' }, times: 2 })
    expect(await callEndpoint(datatablesData, {})).toEqual({ status: 503, body: { error: 'Down for a test' } })
    expect(await statusOf(datatablesData)).toBe(503)
    expect(await statusOf(datatablesData)).toBe(200)
  })

  it('fails every call until the failures are cleared, and only that endpoint', async () => {
    await mockControl.fail('datatablesData', { status: 500 })
    for (let i = 0; i < 3; i++) expect(await statusOf(datatablesData)).toBe(500)
    expect(await statusOf(emailsData)).toBe(200)
    mockControl.clearFailures()
    expect(await statusOf(datatablesData)).toBe(200)
  })

  it('refuses a name the contract does not have, and a status that is not an error', async () => {
    await expect(mockControl.fail('datatableData' as never, { status: 500 })).rejects.toThrow(/no endpoint "datatableData"/)
    await expect(mockControl.fail('datatablesData', { status: 200 })).rejects.toThrow()
  })
})

describe('mockControl.latency', () => {
  it('delays one endpoint, leaving the others at the global latency', async () => {
    await mockControl.latency(60, 'datatablesData')
    expect(latencyOf(datatablesData)).toEqual([60, 60])
    expect(latencyOf(emailsData)).toEqual([0, 0])
    await callEndpoint(datatablesData, {})
    const [logged] = await mockControl.calls('datatablesData')
    expect(logged!.durationMs).toBeGreaterThanOrEqual(55)
  })

  it('sets the global latency, as a fixed time or a range', async () => {
    await mockControl.latency([5, 10])
    expect(latencyOf(emailsData)).toEqual([5, 10])
    await mockControl.latency(0)
    expect(latencyOf(emailsData)).toEqual([0, 0])
  })
})

describe('mockControl.calls', () => {
  it('logs each answered call with its endpoint, path, status and duration; filters by endpoint; clears', async () => {
    await mockControl.fail('datatablesData', { status: 500, times: 1 })
    await callEndpoint(datatablesData, { query: { q: 'ann' } })
    await callEndpoint(datatablesData, {})

    expect((await mockControl.calls()).map((logged) => logged.endpoint)).toEqual(['login', 'datatablesData', 'login', 'datatablesData'])
    expect(await mockControl.calls('datatablesData')).toEqual([
      { endpoint: 'datatablesData', id: 'GET /api/datatables/data', method: 'GET', path: '/api/datatables/data?q=ann', status: 500, durationMs: expect.any(Number) },
      { endpoint: 'datatablesData', id: 'GET /api/datatables/data', method: 'GET', path: '/api/datatables/data', status: 200, durationMs: expect.any(Number) },
    ])
    mockControl.clearCalls()
    expect(await mockControl.calls()).toEqual([])
  })
})

describe('calls no endpoint matched', () => {
  it('are logged with endpoint null and the endpoint they likely meant, and named in the console in development', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await noteUnmatched(new Request('http://localhost/api/users/lsit?q=a'), true)
    await noteUnmatched(new Request('http://localhost/api/users/list/data', { method: 'POST' }), true)
    expect(await mockControl.calls()).toEqual([
      { endpoint: null, id: 'GET /api/users/lsit', method: 'GET', path: '/api/users/lsit?q=a', status: 0, durationMs: 0, nearest: 'GET /api/users/list/data' },
      { endpoint: null, id: 'POST /api/users/list/data', method: 'POST', path: '/api/users/list/data', status: 0, durationMs: 0, nearest: 'GET /api/users/list/data' },
    ])
    expect(warn).toHaveBeenCalledWith('Mock back end: no endpoint GET /api/users/lsit; did you mean GET /api/users/list/data? (sent on to the network)')
    // Not mixed with the endpoint's own calls.
    expect(await mockControl.calls('usersData')).toEqual([])
  })

  it('are left alone when they are no call of the API (another service, a file)', async () => {
    await noteUnmatched(new Request('http://localhost/openapi.json'), false)
    await noteUnmatched(new Request('https://maps.example.com/tiles/1/2/3'), false)
    expect(await mockControl.calls()).toEqual([])
  })
})

describe('mockControl.reset', () => {
  it('keeps a session signed in on a fresh profile working', async () => {
    const { accessToken } = await signIn()
    await mockControl.reset()
    const answer = await call(emailsData.path, { headers: { Authorization: `Bearer ${accessToken}` } })
    expect(answer.status).toBe(200)
  })
})

describe('mockControl.scenario', () => {
  const total = async () => (await expectSuccess(usersData, {})).total

  it('reseeds in the scenario and keeps it as the setting; reset then goes back to its seed; the session stays', async () => {
    const { accessToken } = await signIn()
    await mockControl.scenario('large')
    expect(mockSettings().scenario).toBe('large')
    expect(await total()).toBe(600)
    await callEndpoint(deleteUser, { query: { id: 600 } })
    await mockControl.reset()
    expect(await total()).toBe(600)
    const answer = await call(usersData.path, { headers: { Authorization: `Bearer ${accessToken}` } })
    expect(answer.status).toBe(200)
  })

  it('refuses a scenario it does not have, changing nothing', async () => {
    await expect(mockControl.scenario('giant' as never)).rejects.toThrow('no scenario "giant"')
    expect(mockSettings().scenario).toBe('default')
    expect(await total()).toBe(60)
  })

  it("in the browser, stores the setting for the next boot as well (window.__mock)", async () => {
    const items = new Map<string, string>([['mock.settings', '{"latency":[0,0]}']])
    const localStorage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => items.set(key, value) }
    const page = { localStorage } as unknown as Window
    installMockControl(page, Promise.resolve())
    await page.__mock!.scenario('empty')
    expect(JSON.parse(items.get('mock.settings')!)).toEqual({ latency: [0, 0], scenario: 'empty' })
    expect(await total()).toBe(0)
  })
})

describe('per-endpoint knobs stored before boot (localStorage "mock.settings")', () => {
  const storage = (settings: unknown) => ({ getItem: () => JSON.stringify(settings) }) as unknown as Storage

  it('reads failures and latency by name or id, as the browser boot does', async () => {
    const stored = storedMockSettings(storage({ failures: { emailsData: { status: 503, times: 1 } }, endpointLatency: { 'GET /api/datatables/data': [5, 8] } }))
    configureMock(await withEndpointIds(stored))
    expect(latencyOf(datatablesData)).toEqual([5, 8])
    expect(await statusOf(emailsData)).toBe(503)
    expect(await statusOf(emailsData)).toBe(200)
  })

  it('reports and leaves out a key the contract does not know', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    configureMock(await withEndpointIds(storedMockSettings(storage({ failures: { nope: { status: 500 }, emailsData: { status: 502 } } }))))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no endpoint "nope"'))
    expect(await statusOf(emailsData)).toBe(502)
  })

  it('ignores a failure whose status is not an error, with the whole entry', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(storedMockSettings(storage({ failures: { emailsData: { status: 200 } } }))).toEqual({})
  })
})
