import type { Page } from '@playwright/test'
import { test as base } from './consoleErrors'
import { contract } from '../../src/api/contract'
import type { Endpoint } from '../../src/api/contract/endpoint'
import type { EndpointKey, MockControl } from '../../src/mocks/control'
import { checkedFailure, checkedStub, endpointNamed } from '../../src/mocks/controlChecks'
import type { Scenario } from '../../src/mocks/db/scenarios'
import { MockSettings, type ForcedFailure, type Latency, type StubbedAnswer } from '../../src/mocks/settings'
import { callLogOf, type Call } from './callLog'
import { create, type Created, type FactoryFields, type FactoryName } from './factories'
import { testMockSettings } from './session'

/*
 * Playwright fixtures that steer the template's mock back end (src/mocks/control.ts) from a test.
 * `page.route` cannot change what the mock answers: its service worker answers inside the page.
 * So these run `window.__mock` in the page, with the same shapes. Every fixture and helper of the
 * kit is exported by ./index.ts (docs/test-kit.md):
 *
 *   import { expect, test } from './support'
 *
 *   test('the list shows its error state', async ({ page, mock }) => {
 *     await page.goto('/datatables/basic')
 *     await mock.fail(datatablesData, { status: 500 })
 *     ...
 *   })
 *
 * The knobs set through `mock` live in the page's memory: they hold while the app navigates by its
 * links, and end with a reload or `page.goto`. What must hold from the app's first call (and over
 * reloads) goes in `mock.beforeBoot` before the first `page.goto`. The call log (`mock.calls`) is
 * the test's own: every tab of its browser context, over reloads.
 */

export { expect } from '@playwright/test'
export { waitForCall } from './network'
export { roleState } from './session'


/** An endpoint: the contract's object (`datatablesData`), its name ('datatablesData') or its id ('GET /api/datatables/data'). */
export type EndpointRef = Endpoint | EndpointKey

export interface MockFixture {
  /**
   * The data back to the seed (of the current scenario), in every tab, and the open screens fetch it
   * again at once; the page stays signed in (see `MockControl.resetData`). The app's own "Reset demo
   * data" ends every session instead.
   */
  resetData(): Promise<void>
  /**
   * Ends this browser's session as a real expiry would: the next call answers 401, the app's token
   * refresh is refused, and the app signs out to the sign-in page. The data stays.
   */
  expireSession(): Promise<void>
  /**
   * Makes a record through the API's own add call as the page's signed-in user, and answers it as
   * stored: `mock.create('user', { role: 'editor' })` answers `{ user }`. Kinds: user, invoice,
   * task, event, post, draft, address (./factories.ts); what each requires is filled in with values
   * unique to the run, and any field given replaces it. A refusal throws with the back end's answer.
   */
  create<K extends FactoryName>(kind: K, fields?: Partial<FactoryFields<K>>): Promise<Created<K>>
  /**
   * Every tab's data seeded anew in a scenario: 'empty' lists, 'large' (10 times the rows of every
   * list), 'huge' (100 times) or 'default'; kept for the page's later loads (see `MockControl.scenario`).
   * Screens show it from their next fetch (a reload, at once). From the first call on: `mock.beforeBoot({ scenario: 'large' })`.
   */
  scenario(scenario: Scenario): Promise<void>
  /**
   * Every tab's data seeded anew for `day` ('2025-06-02'), whatever the real day, and kept for the
   * page's later loads (see `MockControl.clock`); `null` goes back to the real day. Only the data
   * moves: the app's screens keep the real clock. From the first call on: `mock.beforeBoot({ clock: '2025-06-02' })`.
   * The suite's tests start on a fixed day already (./session.ts).
   */
  clock(day: string | null): Promise<void>
  /** The day the data is seeded for (YYYY-MM-DD): the mock's today. */
  seedDay(): Promise<string>
  /**
   * The endpoint answers `status` (400–599) with `body` (default `{ error }`) for its next `times` calls,
   * or every call. A call and the app's automatic retry of it count as one time, so `{ status: 500, times: 1 }`
   * shows a list's error state (docs/test-kit.md, "Retries"). A misspelt name or a status out of range throws at once.
   */
  fail(endpoint: EndpointRef, failure: ForcedFailure): Promise<void>
  /**
   * The endpoint answers `status` (default its own success status) with `body`, for its next `times`
   * calls or every call: any answer, a success included. The body is checked against the contract
   * and a wrong one throws, naming the field ("usersData: body.users[0].email: Invalid email address"),
   * unless `unchecked: true`.
   */
  respond(endpoint: EndpointRef, stub: StubbedAnswer): Promise<void>
  /** Every endpoint answers normally again: the failures and the stubbed answers of this page are gone. */
  clearFailures(): Promise<void>
  /** Every answer (or one endpoint's) waits `ms`, or a random time in [min, max]. */
  latency(ms: number | Latency, endpoint?: EndpointRef): Promise<void>
  /**
   * The calls of the API made in this test's browser context, every tab and over reloads, oldest answer
   * first (with `endpoint`, only its): endpoint name, id, method, path, query, requestBody, status,
   * body (the answer) and durationMs. Calls that matched no endpoint but look meant for the API are
   * listed too, with `endpoint: null`, `status: 0` and the `nearest` endpoint.
   */
  calls(endpoint?: EndpointRef): Promise<Call[]>
  /** Empties the call log (the test's, and the page's own `window.__mock.calls()`). */
  clearCalls(): Promise<void>
  /**
   * Settings the mock reads at every boot of this page (localStorage `mock.settings`, merged over
   * what is stored there), e.g. `{ failures: { emailsData: { status: 500 } } }` or `{ retries: false }`.
   * Call it before `page.goto`. Endpoint names, statuses and stubbed bodies are checked here, as
   * `fail` and `respond` check them: "no endpoint named usersDta; did you mean usersData?".
   * Answers a disposer: `dispose()` (or `await using`) takes the settings off the page's later loads.
   */
  beforeBoot(settings: StoredSettings): Promise<AsyncDisposable & { dispose(): Promise<void> }>
}

/** `mock.settings` as stored: per-endpoint knobs keyed by contract name or id. */
export type StoredSettings = Partial<Omit<MockSettings, 'endpointLatency' | 'failures' | 'stubs'>> & {
  endpointLatency?: Partial<Record<EndpointKey, Latency>>
  failures?: Partial<Record<EndpointKey, ForcedFailure>>
  stubs?: Partial<Record<EndpointKey, StubbedAnswer>>
}

const endpoints = Object.entries(contract as Record<string, Endpoint>)

/** The `mock` fixture for a page (the test's own `page`, or a second one it opened). */
export function mockOf(page: Page): MockFixture {
  return {
    resetData: () => inPage(page, 'resetData'),
    expireSession: () => inPage(page, 'expireSession'),
    create: (kind, fields) => create(page, kind, fields),
    scenario: (scenario) => inPage(page, 'scenario', scenario),
    clock: (day) => inPage(page, 'clock', day),
    seedDay: () => inPage(page, 'seedDay'),
    fail: async (endpoint, failure) => {
      if (typeof failure !== 'object') throw new Error(`mock.fail takes the failure as an object: mock.fail(endpoint, { status: ${String(failure)} })`)
      const [name] = endpointNamed(keyOf(endpoint), endpoints)
      checkedFailure(name, failure)
      await inPage(page, 'fail', name as EndpointKey, failure)
    },
    respond: async (endpoint, stub) => {
      const [name, found] = endpointNamed(keyOf(endpoint), endpoints)
      checkedStub(name, found, stub)
      await inPage(page, 'respond', name as EndpointKey, stub)
    },
    clearFailures: () => inPage(page, 'clearFailures'),
    latency: (ms, endpoint) => (endpoint === undefined ? inPage(page, 'latency', ms) : inPage(page, 'latency', ms, keyOf(endpoint))),
    calls: async (endpoint) => {
      const found = endpoint === undefined ? undefined : endpointNamed(keyOf(endpoint), endpoints)[1]
      // A round trip first, so the answers the page has already had are all in the log.
      if (!page.isClosed() && page.url() !== 'about:blank') await page.evaluate(() => 0).catch(() => undefined)
      return callLogOf(page.context()).calls(found)
    },
    clearCalls: async () => {
      callLogOf(page.context()).clear()
      if (page.url() !== 'about:blank') await inPage(page, 'clearCalls')
    },
    beforeBoot: async (settings) => {
      const checked = checkedSettings(settings)
      const script = await page.addInitScript((knobs) => {
        const stored: unknown = JSON.parse(localStorage.getItem('mock.settings') ?? '{}')
        localStorage.setItem('mock.settings', JSON.stringify({ ...(stored as object), ...knobs }))
      }, checked)
      const dispose = async () => {
        await script.dispose()
        // What the script stored stays in the page's storage: its keys go, so the next load boots without them.
        if (page.isClosed() || page.url() === 'about:blank') return
        await page.evaluate((keys) => {
          const stored = JSON.parse(localStorage.getItem('mock.settings') ?? '{}') as Record<string, unknown>
          for (const key of keys) delete stored[key]
          localStorage.setItem('mock.settings', JSON.stringify(stored))
        }, Object.keys(checked))
      }
      return { dispose, [Symbol.asyncDispose]: dispose }
    },
  }
}

/** The settings as `beforeBoot` stores them, checked as the controls check them (the browser would only warn and ignore). */
function checkedSettings(settings: StoredSettings): StoredSettings {
  const { endpointLatency = {}, failures = {}, stubs = {}, ...others } = settings
  const parsed = MockSettings.partial().safeParse(others)
  if (!parsed.success) throw new Error(`mock.beforeBoot: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`)
  for (const key of Object.keys(endpointLatency)) endpointNamed(key, endpoints)
  for (const [key, failure] of Object.entries(failures)) checkedFailure(endpointNamed(key, endpoints)[0], failure)
  for (const [key, stub] of Object.entries(stubs)) {
    const [name, endpoint] = endpointNamed(key, endpoints)
    checkedStub(name, endpoint, stub)
  }
  return settings
}

/**
 * `test` with the `mock` fixture and the check that no test leaves an error in the browser console
 * (./consoleErrors.ts). A test that takes `mock` has its call log from its start, so `mock.calls()`
 * sees every call; the others do not pay for reading every answer (about 7% of a spec's time).
 */
export const test = base.extend<{ mock: MockFixture; mockDefaults: void }>({
  // Playwright's `use` is named `provide` here: the React lint rules would take it for React's.
  // Every test's pages boot the mock with `testMockSettings` (no latency, the fixed day, long-lived
  // tokens) under whatever the page stored or the test set: a suite with its own sign-in has them too.
  mockDefaults: [
    async ({ page }, provide) => {
      await page.addInitScript((defaults) => {
        try {
          const stored: unknown = JSON.parse(localStorage.getItem('mock.settings') ?? '{}')
          localStorage.setItem('mock.settings', JSON.stringify({ ...defaults, ...(stored as object) }))
        } catch {
          // A document without storage (about:blank, a data: frame) boots no mock.
        }
      }, testMockSettings)
      await provide()
    },
    { auto: true },
  ],
  mock: async ({ page }, provide) => {
    callLogOf(page.context())
    await provide(mockOf(page))
  },
})

function keyOf(endpoint: EndpointRef): EndpointKey {
  return typeof endpoint === 'string' ? endpoint : (endpoint.id as EndpointKey)
}

type Method = Exclude<keyof MockControl, 'ready'>

/** Runs one method of `window.__mock` in the page, once the mock answers. */
async function inPage<M extends Method>(page: Page, method: M, ...args: Parameters<MockControl[M]>): Promise<Awaited<ReturnType<MockControl[M]>>> {
  if (page.url() === 'about:blank') throw new Error(`mock.${method}: open the app first (page.goto); for the first call, use mock.beforeBoot`)
  await page.waitForFunction(() => window.__mock !== undefined)
  const result: unknown = await page.evaluate(
    async ({ method, args }) => {
      const control = window.__mock!
      await control.ready
      return (control[method] as (...values: unknown[]) => unknown)(...args)
    },
    { method, args: args as unknown[] },
  )
  return result as Awaited<ReturnType<MockControl[M]>>
}
