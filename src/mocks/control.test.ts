// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { datatablesData, deleteUser, emailsData, getUser, refreshToken, updateUser, usersData } from '@/api/contract'
import { installMockControl, latencyOf, mockControl, noteUnmatched, retryRequested, withEndpointIds } from './control'
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

  it('refuses a name the contract does not have, naming the nearest, and a status that is not an error, in words', async () => {
    await expect(mockControl.fail('datatableData' as never, { status: 500 })).rejects.toThrow('no endpoint named datatableData; did you mean datatablesData?')
    await expect(mockControl.fail('usersDta' as never, { status: 500 })).rejects.toThrow('no endpoint named usersDta; did you mean usersData?')
    await expect(mockControl.fail('GET /api/users/lsit/data' as never, { status: 500 })).rejects.toThrow('did you mean GET /api/users/list/data?')
    await expect(mockControl.fail('somethingElseEntirely' as never, { status: 500 })).rejects.toThrow(/^no endpoint named somethingElseEntirely$/)
    await expect(mockControl.fail('datatablesData', { status: 200 })).rejects.toThrow('datatablesData: status must be 400–599 (a success is stubbed with respond())')
    await expect(mockControl.fail('datatablesData', { status: 500, times: 0 })).rejects.toThrow('datatablesData: times must be 1 or more')
    expect(mockSettings().failures).toEqual({})
  })
})

describe('mockControl.respond', () => {
  it('stubs a success, checked against the contract, for `times` calls, then the endpoint answers normally', async () => {
    const real = await expectSuccess(usersData, {})
    const stubbed = { ...real, users: [{ ...real.users[0]!, fullName: 'Stubbed Person' }], total: 1 }
    await mockControl.respond('usersData', { body: stubbed, times: 1 })
    expect(await callEndpoint(usersData, {})).toEqual({ status: 200, body: stubbed })
    expect((await expectSuccess(usersData, {})).total).toBe(60)
  })

  it('refuses a body the real server could never send, naming the wrong field, unless unchecked', async () => {
    const real = await expectSuccess(usersData, {})
    const broken = { ...real, users: [{ ...real.users[0]!, email: 'not-an-email' }] }
    await expect(mockControl.respond('usersData', { body: broken })).rejects.toThrow(/^usersData: body\.users\[0\]\.email: /)
    await expect(mockControl.respond('usersData', { body: { users: 'none' } })).rejects.toThrow(/usersData: body\.users: .*body\.total: /)
    expect(mockSettings().stubs).toEqual({})
    await mockControl.respond('usersData', { body: broken, unchecked: true })
    expect(await callEndpoint(usersData, {})).toEqual({ status: 200, body: broken })
  })

  it('stubs an error too, its body checked where the contract has its shape; the latest control of an endpoint wins; clearFailures ends both', async () => {
    await expect(mockControl.respond('datatablesData', { status: 500, body: { message: 'x' } })).rejects.toThrow(/datatablesData: body\.error: /)
    await mockControl.respond('datatablesData', { status: 503, body: { down: true } })
    expect(await callEndpoint(datatablesData, {})).toEqual({ status: 503, body: { down: true } })
    await mockControl.fail('datatablesData', { status: 502 })
    expect(await statusOf(datatablesData)).toBe(502)
    await mockControl.respond('datatablesData', { status: 418, body: null, unchecked: true })
    expect(await statusOf(datatablesData)).toBe(418)
    mockControl.clearFailures()
    expect(await statusOf(datatablesData)).toBe(200)
  })

  it('refuses a status out of range and a 204 with a body', async () => {
    await expect(mockControl.respond('usersData', { status: 99, body: null })).rejects.toThrow('usersData: status must be 200–599')
    await expect(mockControl.respond('deleteUser', { status: 204, body: { ok: true } })).rejects.toThrow('deleteUser: a 204 answer has no body')
  })
})

describe('times, with the app retrying a failed read', () => {
  it("counts a call and its automatic retry as one: the retry of a forced failure gets the same answer", async () => {
    await mockControl.fail('datatablesData', { status: 500, times: 1 })
    expect(await statusOf(datatablesData)).toBe(500)
    expect(retryRequested(datatablesData.id)).toBe(true)
    expect(await statusOf(datatablesData)).toBe(500)
    expect(await statusOf(datatablesData)).toBe(200)
    // A failure the mock did not force is retried as usual, and the retry counts nothing.
    expect(retryRequested(datatablesData.id)).toBe(true)
    expect(await statusOf(datatablesData)).toBe(200)
  })

  it('the retry owed is only for the same address: another call of the endpoint counts as usual', async () => {
    await mockControl.fail('datatablesData', { status: 500, times: 1 })
    await callEndpoint(datatablesData, { query: { q: 'ann' } })
    retryRequested(datatablesData.id)
    expect(await statusOf(datatablesData)).toBe(200)
  })

  it('with the retries setting off, the app is told not to retry', async () => {
    configureMock({ retries: false })
    await mockControl.fail('datatablesData', { status: 500, times: 1 })
    expect(await statusOf(datatablesData)).toBe(500)
    expect(retryRequested(datatablesData.id)).toBe(false)
    expect(await statusOf(datatablesData)).toBe(200)
  })

  it("in the browser, answers the query client's 'mock:retry' event (cancelled: no retry)", () => {
    const page = Object.assign(new EventTarget(), { localStorage: {} }) as unknown as Window
    installMockControl(page, Promise.resolve())
    const ask = () => page.dispatchEvent(new CustomEvent('mock:retry', { detail: { endpoint: datatablesData.id }, cancelable: true }))
    expect(ask()).toBe(true)
    configureMock({ retries: false })
    expect(ask()).toBe(false)
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
    const call = { endpoint: 'datatablesData', id: 'GET /api/datatables/data', method: 'GET', requestBody: null, durationMs: expect.any(Number) }
    expect(await mockControl.calls('datatablesData')).toEqual([
      { ...call, path: '/api/datatables/data?q=ann', query: { q: 'ann' }, status: 500 },
      { ...call, path: '/api/datatables/data', query: {}, status: 200 },
    ])
    await callEndpoint(updateUser, { body: { id: 1, status: 'inactive' } } as never)
    expect((await mockControl.calls('updateUser')).at(-1)).toMatchObject({ requestBody: { id: 1, status: 'inactive' } })
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
      { endpoint: null, id: 'GET /api/users/lsit', method: 'GET', path: '/api/users/lsit?q=a', query: { q: 'a' }, requestBody: null, status: 0, durationMs: 0, nearest: 'GET /api/users/list/data' },
      { endpoint: null, id: 'POST /api/users/list/data', method: 'POST', path: '/api/users/list/data', query: {}, requestBody: null, status: 0, durationMs: 0, nearest: 'GET /api/users/list/data' },
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

describe('mockControl.resetData', () => {
  it('keeps a session signed in on a fresh profile working', async () => {
    const { accessToken } = await signIn()
    await mockControl.resetData()
    const answer = await call(emailsData.path, { headers: { Authorization: `Bearer ${accessToken}` } })
    expect(answer.status).toBe(200)
  })

  it("in the browser, tells the page's screens to fetch again (the window event mock:changed)", async () => {
    const page = Object.assign(new EventTarget(), { localStorage: {} }) as unknown as Window
    installMockControl(page, Promise.resolve())
    const changed = vi.fn()
    page.addEventListener('mock:changed', changed)
    await page.__mock!.resetData()
    expect(changed).toHaveBeenCalledTimes(1)
    expect((changed.mock.calls[0]![0] as CustomEvent<{ collections: string[]; reset: boolean }>).detail).toMatchObject({ reset: true, collections: expect.arrayContaining(['users']) })
  })
})

describe('mockControl.expireSession', () => {
  it('ends the session as an expiry would: the access token and the refresh token are refused, the data stays', async () => {
    const { accessToken, refreshToken: refresh } = await signIn()
    await callEndpoint(deleteUser, { query: { id: 60 } })
    await mockControl.expireSession()
    expect((await call(emailsData.path, { headers: { Authorization: `Bearer ${accessToken}` } })).status).toBe(401)
    expect((await callEndpoint(refreshToken, { body: { refreshToken: refresh } }, { as: null })).status).toBe(401)
    const again = await signIn()
    expect((await call(usersData.path, { headers: { Authorization: `Bearer ${again.accessToken}` } })).status).toBe(200)
    expect((await callEndpoint(getUser, { query: { id: 60 } })).status).toBe(404)
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
    await mockControl.resetData()
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
    const page = Object.assign(new EventTarget(), { localStorage }) as unknown as Window
    installMockControl(page, Promise.resolve())
    const changed = vi.fn()
    page.addEventListener('mock:changed', changed)
    await page.__mock!.scenario('empty')
    expect(JSON.parse(items.get('mock.settings')!)).toEqual({ latency: [0, 0], scenario: 'empty' })
    expect(await total()).toBe(0)
    // The page's screens refresh at once (the app refetches on this event).
    expect(changed).toHaveBeenCalledTimes(1)
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
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no endpoint named nope'))
    expect(await statusOf(emailsData)).toBe(502)
  })

  it('reads stubs, checking their bodies against the contract as respond() does', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const stored = storedMockSettings(storage({ stubs: { datatablesData: { status: 503, body: { error: 'Down' }, times: 1 }, usersData: { body: { users: 1 } } } }))
    configureMock(await withEndpointIds(stored))
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('usersData: body.users'))
    expect(await callEndpoint(datatablesData, {})).toEqual({ status: 503, body: { error: 'Down' } })
    expect(await statusOf(datatablesData)).toBe(200)
  })

  it('ignores a failure whose status is not an error, with the whole entry', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(storedMockSettings(storage({ failures: { emailsData: { status: 200 } } }))).toEqual({})
  })
})
