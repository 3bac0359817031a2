import type { Contract } from '@/api/contract'
import type { Endpoint, HttpMethod } from '@/api/contract/endpoint'
import { apiBaseUrl } from '@/api/contract/baseUrl'
import { declaredCollections, flushDb, resetDb, SCENARIOS, type Scenario } from './db'
import { readDay, seedDay, type Day } from './db/clock'
import { checkedFailure, checkedStub, endpointNamed, queryOf, type Stub } from './controlChecks'
import { startNewGeneration } from './handlers/sessions'
import { nearestEndpoint } from './nearestEndpoint'
import { configureMock, mockSettings, storeMockSettings, type ForcedFailure, type Latency, type MockSettings, type StubbedAnswer } from './settings'

/** An endpoint as the control names it: its name in the contract ('emailsData') or its id ('GET /apps/email/emails'). */
export type EndpointKey = keyof Contract | `${HttpMethod} /${string}`

/** One call the mock answered in this page, or one that looked like a call of the API but matched no endpoint. */
export interface MockCall {
  /** The contract's name of the endpoint, e.g. 'emailsData'; null for a call no endpoint matched (it went on to the network). */
  endpoint: string | null
  /** 'GET /apps/email/emails' (for an unmatched call, its own method and path) */
  id: string
  method: string
  /** The path called, with its query: '/apps/email/emails?folder=sent'. */
  path: string
  /** The query as an object, `{ folder: 'sent' }`; a key given more than once holds every value, in order. */
  query: Record<string, string | string[]>
  /** The request's JSON body, parsed; null when it has none (or for an unmatched call). */
  requestBody: unknown
  /** The mock's answer; 0 for an unmatched call (the network answered it). */
  status: number
  /** From the call's arrival to its answer, latency included. */
  durationMs: number
  /** An unmatched call only: the endpoint it most likely meant ('GET /api/users/list/data'), when one is close. */
  nearest?: string
}

/**
 * Steers the mock back end from a test. In a build with the mock it is `window.__mock`; an
 * end-to-end suite calls it through `page.evaluate` (e2e/support/mock.ts wraps it as a fixture):
 *
 *   await page.evaluate(() => window.__mock!.fail('datatablesData', { status: 500, times: 1 }))
 *
 * Its knobs live in this page's memory: a reload or `page.goto` starts over from the stored
 * `mock.settings` (localStorage, see ./settings.ts), which takes the same per-endpoint knobs
 * (`endpointLatency`, `failures`) for what must hold from the app's first call.
 */
export interface MockControl {
  /** Resolves when the mock answers: its worker runs and its data is loaded (as `<html data-backend="ready">`). */
  ready: Promise<void>
  /**
   * Every collection back to its seed (the current scenario's), stored at once: the state of a fresh
   * browser profile. Unlike the app's "Reset demo data" it starts no new token generation (see
   * ./handlers/sessions.ts): a fresh profile is in the seed's generation, so a session signed in on a
   * fresh profile (as the end-to-end suite's, signed in once per run) stays signed in. A session
   * issued after a demo reset, or for an account the seed lacks, ends. The page's screens fetch
   * their data again at once (in the browser, through the window event `mock:changed`).
   */
  resetData(): Promise<void>
  /**
   * Ends the session of this browser (every tab) as a real expiry would: its access and refresh
   * tokens stop working, so the next call answers 401, the app's refresh is refused too, and the app
   * signs out. The data stays as it is.
   */
  expireSession(): Promise<void>
  /**
   * Seeds every tab's data anew in `scenario`: 'default', 'empty' (no rows in any list), 'large'
   * (10 times the rows of every list) or 'huge' (100 times); see ./db/scenarios.ts. It stays the
   * `scenario` setting, for this browser's later boots too, and `reset()` goes back to its seed.
   * Like `reset`, it keeps the page signed in. Resolves once the new data is stored.
   */
  scenario(scenario: Scenario): Promise<void>
  /**
   * Fixes the mock's today (./db/clock.ts): every tab's data is seeded anew for `day` ('2025-06-02'),
   * whatever the real day, and `reset()` goes back to that seed; `null` goes back to the real day
   * (seeded anew for today). It stays the `clock` setting, for this browser's later boots too. Like
   * `reset`, it keeps the page signed in. Resolves once the new data is stored; throws on a string
   * that names no day. Only the data moves: the app's screens and the tokens keep the real clock.
   */
  clock(day: Day | null): Promise<void>
  /** The day the data is seeded for (YYYY-MM-DD): the mock's today, the dashboards' too (after `ready`). */
  seedDay(): Day
  /** Every answer (or, with `endpoint`, that endpoint's) waits `ms`, or a random time in [min, max]. */
  latency(ms: number | Latency, endpoint?: EndpointKey): Promise<void>
  /**
   * The endpoint answers `status` (400–599) with `body` (default `{ error: 'Forced <status> (mock control)' }`)
   * for its next `times` calls, or every call when `times` is omitted. The forced answer comes
   * before the token check and changes no data. A call and the app's automatic retry of it count as
   * one (see `retryRequested`), so `{ status: 500, times: 1 }` shows a list's error state.
   * Throws on a name the contract lacks ("no endpoint named usersDta; did you mean usersData?") or a status out of range.
   */
  fail(endpoint: EndpointKey, failure: ForcedFailure): Promise<void>
  /**
   * The endpoint answers `status` (default its own success status, 200 for most) with `body` for its
   * next `times` calls, or every call: a success as much as an error. The body is checked against the
   * contract first (a success's against the response schema), and a body the real server could never
   * send throws, naming the wrong field ("usersData: body.users[0].email: Invalid email address"),
   * unless `unchecked: true`, for a deliberately broken answer. It replaces a `fail` of the endpoint, and back.
   */
  respond(endpoint: EndpointKey, stub: StubbedAnswer): Promise<void>
  /** Every endpoint answers normally again: the failures and the stubbed answers are gone. */
  clearFailures(): void
  /**
   * The calls answered in this page, oldest first; with `endpoint`, only that endpoint's. Calls that
   * matched no endpoint but look like calls of the API (under its paths, or close to an endpoint)
   * are listed too, with `endpoint: null`: `expect(calls.filter((c) => c.endpoint === null)).toEqual([])`.
   */
  calls(endpoint?: EndpointKey): Promise<MockCall[]>
  clearCalls(): void
}

declare global {
  interface Window {
    /** Only in builds with the mock (see src/mocks/control.ts). */
    __mock?: MockControl
  }
}

type LoggedCall = Omit<MockCall, 'endpoint'> & { unmatched?: true }
let log: LoggedCall[] = []
// A page left open for hours keeps only its latest calls.
const LOG_SIZE = 1000

/** For the handler: records an answered call. */
export function recordCall(call: LoggedCall): void {
  if (log.push(call) > LOG_SIZE) log.shift()
}

/**
 * For the worker: a call no handler matched, which goes on to the network untouched. When it looks like
 * a call of the API (`isApiPath`: under its paths) or comes close to an endpoint, it joins the call log,
 * and in development the console names the endpoint it likely meant:
 * "no endpoint GET /api/users/lsit; did you mean GET /api/users/list/data?".
 */
export async function noteUnmatched(request: Request, isApiPath: boolean): Promise<void> {
  const url = new URL(request.url)
  const apiPath = new URL(apiBaseUrl()).pathname.replace(/\/+$/, '')
  const path = url.pathname.startsWith(apiPath) ? url.pathname.slice(apiPath.length) : url.pathname
  const nearest = nearestEndpoint(request.method, path, (await contractEndpoints()).map(([, endpoint]) => endpoint))
  if (!isApiPath && !nearest) return
  const call = { id: `${request.method} ${url.pathname}`, method: request.method, path: url.pathname + url.search, query: queryOf(url), requestBody: null }
  recordCall({ ...call, status: 0, durationMs: 0, unmatched: true, ...(nearest ? { nearest } : {}) })
  if (import.meta.env.DEV) {
    console.warn(`Mock back end: no endpoint ${request.method} ${url.pathname}${nearest ? `; did you mean ${nearest}?` : ''} (sent on to the network)`)
  }
}

/** An answer the control forced on a call (body null: none). */
export interface ForcedAnswer {
  status: number
  body: unknown
}

// The latest forced answer of each endpoint, with the address it answered; and the ones owed to the
// app's automatic retry of such a call, which gets the same answer without counting against `times`.
const lastForced = new Map<string, { path: string; answer: ForcedAnswer }>()
const owedRetries = new Map<string, { path: string; answer: ForcedAnswer }>()

/**
 * For the handler: the answer forced on this call of `endpoint` (a failure or a stub), counted
 * against its `times`; undefined to answer normally. `path` is the address called, with its query.
 */
export function takeForced(endpoint: Endpoint, path: string): ForcedAnswer | undefined {
  const owed = owedRetries.get(endpoint.id)
  owedRetries.delete(endpoint.id)
  if (owed?.path === path) return owed.answer
  const answer = takeFailure(endpoint) ?? takeStub(endpoint)
  if (answer) lastForced.set(endpoint.id, { path, answer })
  else lastForced.delete(endpoint.id)
  return answer
}

/**
 * For the app's query client (src/api/queryClient.ts, through the window event 'mock:retry'): whether
 * it may retry a failed call of `endpoint` (its id; null for a network failure). No, when the `retries`
 * setting is off. Otherwise, when the failure was forced, the retry gets the same answer without
 * counting against `times`: for a test, a call and its automatic retry are one.
 */
export function retryRequested(endpoint: string | null): boolean {
  if (!mockSettings().retries) return false
  const forced = endpoint === null ? undefined : lastForced.get(endpoint)
  if (endpoint !== null && forced) {
    lastForced.delete(endpoint)
    owedRetries.set(endpoint, forced)
  }
  return true
}

function takeFailure(endpoint: Endpoint): ForcedAnswer | undefined {
  const { [endpoint.id]: failure, ...others } = mockSettings().failures
  if (!failure) return undefined
  if (failure.times !== undefined) {
    setKnobs({ failures: failure.times > 1 ? { ...others, [endpoint.id]: { ...failure, times: failure.times - 1 } } : others })
  }
  return { status: failure.status, body: failure.body ?? { error: `Forced ${failure.status} (mock control)` } }
}

function takeStub(endpoint: Endpoint): ForcedAnswer | undefined {
  const { [endpoint.id]: stub, ...others } = mockSettings().stubs
  if (!stub) return undefined
  if (stub.times !== undefined) setKnobs({ stubs: stub.times > 1 ? { ...others, [endpoint.id]: { ...stub, times: stub.times - 1 } } : others })
  return { status: stub.status ?? endpoint.status, body: stub.body ?? null }
}

/** For the handler: how long `endpoint` waits before it answers. */
export function latencyOf(endpoint: Endpoint): Latency {
  const settings = mockSettings()
  return settings.endpointLatency[endpoint.id] ?? settings.latency
}

/** The control over this page's mock (in Vitest, over msw/node's). */
export const mockControl: MockControl = {
  ready: Promise.resolve(),
  async resetData() {
    await resetDb()
    await flushDb()
  },
  async expireSession() {
    await startNewGeneration()
    await flushDb()
  },
  async scenario(scenario) {
    if (!SCENARIOS.includes(scenario)) throw new Error(`The mock has no scenario "${String(scenario)}": one of ${SCENARIOS.join(', ')}`)
    setKnobs({ scenario })
    await resetDb(scenario)
    await flushDb()
  },
  async clock(day) {
    const fixed = clockDay(day)
    setKnobs({ clock: fixed ?? undefined })
    await resetDb(undefined, fixed)
    await flushDb()
  },
  seedDay,
  async latency(ms, endpoint) {
    const latency: Latency = typeof ms === 'number' ? [ms, ms] : ms
    if (endpoint === undefined) setKnobs({ latency })
    else setKnobs({ endpointLatency: { ...mockSettings().endpointLatency, [await idOf(endpoint)]: latency } })
  },
  async fail(key, failure) {
    const [name, endpoint] = endpointNamed(key, await contractEndpoints())
    const checked = checkedFailure(name, failure)
    const { [endpoint.id]: _replaced, ...stubs } = mockSettings().stubs
    setKnobs({ failures: { ...mockSettings().failures, [endpoint.id]: checked }, stubs })
  },
  async respond(key, stub) {
    const [name, endpoint] = endpointNamed(key, await contractEndpoints())
    const checked: Stub = checkedStub(name, endpoint, stub)
    const { [endpoint.id]: _replaced, ...failures } = mockSettings().failures
    setKnobs({ stubs: { ...mockSettings().stubs, [endpoint.id]: checked }, failures })
  },
  clearFailures() {
    setKnobs({ failures: {}, stubs: {} })
    lastForced.clear()
    owedRetries.clear()
  },
  async calls(endpoint) {
    const names = new Map((await contractEndpoints()).map(([name, { id }]) => [id, name]))
    const id = endpoint === undefined ? undefined : await idOf(endpoint)
    return log
      .filter((call) => id === undefined || (call.id === id && !call.unmatched))
      .map(({ unmatched, ...call }) => ({ endpoint: unmatched ? null : (names.get(call.id) ?? call.id), ...call }))
  },
  clearCalls() {
    log = []
  },
}

/**
 * Makes the control `window.__mock`; its `ready` is `started`, the mock's boot. It also answers the
 * app's query client when it asks whether to retry a failed call (the window event 'mock:retry',
 * cancelled for "no": see `retryRequested`).
 */
export function installMockControl(target: Window, started: Promise<void>): void {
  target.addEventListener?.('mock:retry', (event) => {
    const { endpoint = null } = ((event as CustomEvent<{ endpoint?: string | null }>).detail ?? {})
    if (!retryRequested(endpoint)) event.preventDefault()
  })
  // The other tabs hear a reseed from the database and refresh; this tab's screens are told here.
  const reseeded = () => target.dispatchEvent(new CustomEvent('mock:changed', { detail: { collections: declaredCollections().map(({ name }) => name), reset: true } }))
  target.__mock = {
    ...mockControl,
    ready: started,
    async resetData() {
      await mockControl.resetData()
      reseeded()
    },
    // Kept in localStorage too, so the next boot of any tab opens the store in it (as `?mock-scenario=` does).
    async scenario(scenario) {
      await mockControl.scenario(scenario)
      storeMockSettings(target.localStorage, { scenario })
      reseeded()
    },
    // The same: the next boot seeds for this day too (null: no `clock`, the real day).
    async clock(day) {
      await mockControl.clock(day)
      storeMockSettings(target.localStorage, { clock: clockDay(day) ?? undefined })
      reseeded()
    },
  }
}

/** The fixed day a caller of `clock()` gives (null: the real clock), or a thrown error naming what is wrong. */
function clockDay(day: Day | null): Day | null {
  if (day === null) return null
  const fixed = readDay(day)
  if (fixed === undefined) throw new Error(`The mock's clock takes a day, YYYY-MM-DD (or null for the real day), not ${JSON.stringify(day)}`)
  return fixed
}

/**
 * The settings with their per-endpoint knobs keyed by endpoint id, as the handlers look them up;
 * a key the contract does not know is reported and left out. Loads the contract only when there
 * are such knobs, so the mock starts without it otherwise.
 */
export async function withEndpointIds(settings: Partial<MockSettings>): Promise<Partial<MockSettings>> {
  const { endpointLatency = {}, failures = {}, stubs = {} } = settings
  if (Object.keys(endpointLatency).length + Object.keys(failures).length + Object.keys(stubs).length === 0) return settings
  return {
    ...settings,
    endpointLatency: await keyedById(endpointLatency, (_, latency) => latency),
    failures: await keyedById(failures, checkedFailure),
    // A stored stub's body is checked against the contract as `respond()` checks it.
    stubs: await keyedById(stubs, (name, stub, endpoint) => checkedStub(name, endpoint, stub)),
  }
}

async function keyedById<T, U>(knobs: Record<string, T>, check: (name: string, value: T, endpoint: Endpoint) => U): Promise<Record<string, U>> {
  const endpoints = await contractEndpoints()
  const resolved: Record<string, U> = {}
  for (const [key, value] of Object.entries(knobs)) {
    try {
      const [name, endpoint] = endpointNamed(key, endpoints)
      resolved[endpoint.id] = check(name, value, endpoint)
    } catch (error) {
      console.warn(`Ignoring a mock setting: ${String(error)}`)
    }
  }
  return resolved
}

function setKnobs(changes: Partial<MockSettings>): void {
  configureMock({ ...mockSettings(), ...changes })
}

// The contract's index holds every domain's schemas: loaded when a name is first looked up, not with the mock.
async function contractEndpoints(): Promise<[string, Endpoint][]> {
  return Object.entries((await import('@/api/contract')).contract)
}

async function idOf(key: string): Promise<string> {
  return endpointNamed(key, await contractEndpoints())[1].id
}
