import type { Page } from '@playwright/test'
import { test as base } from './consoleErrors'
import type { Endpoint } from '../../src/api/contract/endpoint'
import type { EndpointKey, MockCall, MockControl } from '../../src/mocks/control'
import type { Scenario } from '../../src/mocks/db/scenarios'
import type { ForcedFailure, Latency, MockSettings } from '../../src/mocks/settings'

/*
 * Playwright fixtures that steer the template's mock back end (src/mocks/control.ts) from a test.
 * `page.route` cannot change what the mock answers: its service worker answers inside the page.
 * So these run `window.__mock` in the page. To use them in another project, copy this file with
 * ./network.ts and ./session.ts, and import `test` and `expect` from here instead of '@playwright/test':
 *
 *   import { expect, test } from './support/mock'
 *
 *   test('the list shows its error state', async ({ page, mock }) => {
 *     await page.goto('/datatables/basic')
 *     await mock.fail(datatablesData, 500)
 *     ...
 *   })
 *
 * The knobs set through `mock` live in the page's memory: they hold while the app navigates by its
 * links, and end with a reload or `page.goto`. What must hold from the app's first call (and over
 * reloads) goes in `mock.beforeBoot` before the first `page.goto`.
 */

export { expect } from '@playwright/test'
export { waitForCall } from './network'
export { roleState } from './session'

/** An endpoint: the contract's object (`datatablesData`), its name ('datatablesData') or its id ('GET /api/datatables/data'). */
export type EndpointRef = Endpoint | EndpointKey

export interface MockFixture {
  /** The data back to the seed (of the current scenario); the page stays signed in (see `MockControl.reset`). */
  reset(): Promise<void>
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
  /** The endpoint answers `status` (body default `{ error }`) for its next `times` calls, or every call. */
  fail(endpoint: EndpointRef, status: number, options?: { body?: unknown; times?: number }): Promise<void>
  /** Every endpoint answers normally again. */
  clearFailures(): Promise<void>
  /** Every answer (or one endpoint's) waits `ms`, or a random time in [min, max]. */
  latency(ms: number | Latency, endpoint?: EndpointRef): Promise<void>
  /** The calls the mock answered in this page, oldest first (method, path, status, durationMs, endpoint name), and calls that matched no endpoint (`endpoint: null`, with the `nearest` one). */
  calls(endpoint?: EndpointRef): Promise<MockCall[]>
  clearCalls(): Promise<void>
  /**
   * Settings the mock reads at every boot of this page (localStorage `mock.settings`, merged over
   * what is stored there), e.g. `{ failures: { emailsData: { status: 500 } } }`. Call it before `page.goto`.
   */
  beforeBoot(settings: StoredSettings): Promise<void>
}

/** `mock.settings` as stored: per-endpoint knobs keyed by contract name or id. */
export type StoredSettings = Partial<Omit<MockSettings, 'endpointLatency' | 'failures'>> & {
  endpointLatency?: Partial<Record<EndpointKey, Latency>>
  failures?: Partial<Record<EndpointKey, ForcedFailure>>
}

/** The `mock` fixture for a page (the test's own `page`, or a second one it opened). */
export function mockOf(page: Page): MockFixture {
  return {
    reset: () => inPage(page, 'reset'),
    scenario: (scenario) => inPage(page, 'scenario', scenario),
    clock: (day) => inPage(page, 'clock', day),
    seedDay: () => inPage(page, 'seedDay'),
    fail: (endpoint, status, options = {}) => inPage(page, 'fail', keyOf(endpoint), { status, ...options }),
    clearFailures: () => inPage(page, 'clearFailures'),
    latency: (ms, endpoint) => (endpoint === undefined ? inPage(page, 'latency', ms) : inPage(page, 'latency', ms, keyOf(endpoint))),
    calls: (endpoint) => (endpoint === undefined ? inPage(page, 'calls') : inPage(page, 'calls', keyOf(endpoint))),
    clearCalls: () => inPage(page, 'clearCalls'),
    beforeBoot: async (settings) => {
      await page.addInitScript((knobs) => {
        const stored: unknown = JSON.parse(localStorage.getItem('mock.settings') ?? '{}')
        localStorage.setItem('mock.settings', JSON.stringify({ ...(stored as object), ...knobs }))
      }, settings)
    },
  }
}

/** `test` with the `mock` fixture, and the check that no test leaves an error in the browser console (./consoleErrors.ts). */
export const test = base.extend<{ mock: MockFixture }>({
  // Playwright's `use` is named `provide` here: the React lint rules would take it for React's.
  mock: async ({ page }, provide) => {
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
