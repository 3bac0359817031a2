import { z } from 'zod'
import { isDay, readDay, setFixedClock } from './db/clock'
import { SCENARIOS, type Scenario } from './db/scenarios'

/** A wait in milliseconds: random in [min, max]. */
const Latency = z.tuple([z.number().nonnegative(), z.number().nonnegative()])
export type Latency = z.infer<typeof Latency>

/** An error the mock answers instead of the real answer (see ./control.ts). */
export const ForcedFailure = z.object({
  status: z.number({ error: 'status must be a number, 400–599' }).int('status must be a whole number').min(400, 'status must be 400–599').max(599, 'status must be 400–599'),
  /** The answer's JSON body. Default `{ error: 'Forced <status> (mock control)' }`, the contract's error shape. */
  body: z.unknown().optional(),
  /** How many calls fail, then the endpoint answers normally again. Omitted: every call. A call and its automatic retry are one. */
  times: z.number().int('times must be a whole number').positive('times must be 1 or more').optional(),
})
export type ForcedFailure = z.infer<typeof ForcedFailure>

/**
 * Any answer the mock gives instead of the real one, success included (see ./control.ts `respond`):
 * a success's body is checked against the contract's response schema when it is set, unless `unchecked`.
 */
export const StubbedAnswer = z.object({
  /** Default: the endpoint's own success status (200, or 201 for a creation). */
  status: z.number({ error: 'status must be a number, 200–599' }).int('status must be a whole number').min(200, 'status must be 200–599').max(599, 'status must be 200–599').optional(),
  /** The answer's JSON body; null (or omitted) for none, as a 204 has. */
  body: z.unknown().optional(),
  times: z.number().int('times must be a whole number').positive('times must be 1 or more').optional(),
  /** Sent as given, unchecked against the contract: for a deliberately broken answer. */
  unchecked: z.boolean().optional(),
})
export type StubbedAnswer = z.infer<typeof StubbedAnswer>

/**
 * Knobs of the mock back end. In the browser they are read once at boot from localStorage key
 * `mock.settings` (JSON), so an end-to-end test can set them before the app starts:
 *
 *   await page.addInitScript(() => localStorage.setItem('mock.settings', '{"accessTokenLifetime":5}'))
 *   // The email list answers 500 from its first call on; an endpoint is named as in the contract, or by its id.
 *   await page.addInitScript(() => localStorage.setItem('mock.settings', '{"failures":{"emailsData":{"status":500}}}'))
 *   // Ten times the rows in every list (see ./db/scenarios.ts); `?mock-scenario=large` on any page does the same.
 *   await page.addInitScript(() => localStorage.setItem('mock.settings', '{"scenario":"large"}'))
 *   // The data seeded for 2 June 2025 whatever the real day (see ./db/clock.ts).
 *   await page.addInitScript(() => localStorage.setItem('mock.settings', '{"clock":"2025-06-02"}'))
 */
export const MockSettings = z.object({
  /** Seconds an access token stays valid: 10 minutes by default. */
  accessTokenLifetime: z.number().positive().default(600),
  /** Seconds a refresh token stays valid: 10 minutes by default. */
  refreshTokenLifetime: z.number().positive().default(600),
  /** Each answer waits a random time in [min, max] milliseconds. [0, 0] answers at once (tests). */
  latency: Latency.default([0, 0]),
  /** Latency of single endpoints, by contract name ('emailsData') or id ('GET /apps/email/emails'). */
  endpointLatency: z.record(z.string(), Latency).default({}),
  /** Endpoints that answer an error instead, by contract name or id (the running mock keys both maps by id: ./control.ts). */
  failures: z.record(z.string(), ForcedFailure).default({}),
  /** Endpoints that answer a stubbed answer instead, by contract name or id (bodies checked when set: ./control.ts). */
  stubs: z.record(z.string(), StubbedAnswer).default({}),
  /**
   * Whether the app retries a failed read as it does against a real back end (src/api/queryClient.ts:
   * once, after a 5xx or a network failure). `false` shows the error state at the first failure, for tests.
   */
  retries: z.boolean().default(true),
  /** How the data is seeded: 'default', 'empty' lists, 'large' (10 times the rows) or 'huge' (100 times). Read when the mock opens its store. */
  scenario: z.enum(SCENARIOS).default('default'),
  /**
   * The day the data is seeded for, `YYYY-MM-DD` (./db/clock.ts): a store seeded for another day is
   * seeded again when the mock opens it. Unset: the real day, and a store keeps the day it was seeded for.
   */
  clock: z.string().refine(isDay, 'Expected a day, YYYY-MM-DD').optional(),
})
export type MockSettings = z.infer<typeof MockSettings>

export const SETTINGS_KEY = 'mock.settings'

/** In the browser, a small realistic delay, so loading states are seen as they will be with a server. */
export const BROWSER_LATENCY: MockSettings['latency'] = [150, 400]

// What `configureMock` starts from before its overrides: the schema's defaults, and the unit tests' fixed clock (src/test/setup.ts).
let defaults: Partial<MockSettings> = {}
let settings: MockSettings = MockSettings.parse({})

export function mockSettings(): MockSettings {
  return settings
}

/** Replaces the settings: the defaults, then `overrides`. Tests call it; the browser boot calls it once. */
export function configureMock(overrides: Partial<MockSettings> = {}): void {
  settings = MockSettings.parse({ ...defaults, ...overrides })
  setFixedClock(settings.clock)
}

/**
 * Changes the defaults every later `configureMock` starts from, and applies them. The unit tests'
 * setup fixes the seed clock with it (`setMockDefaults({ clock: TEST_DAY })`), so every test, and
 * every `configureMock()` a test makes, seeds for the same day.
 */
export function setMockDefaults(overrides: Partial<MockSettings>): void {
  defaults = MockSettings.partial().parse(overrides)
  configureMock()
}

/**
 * The overrides stored under `mock.settings`; a broken entry is reported and ignored. The clock is
 * read liberally (`" 2025-06-02 "`, `"2025-06-02T10:00:00Z"`), and one that names no day is reported
 * and ignored alone: the entry's other knobs still hold (`null`: the real clock, without a word).
 */
export function storedMockSettings(storage: Storage): Partial<MockSettings> {
  const raw = storage.getItem(SETTINGS_KEY)
  if (!raw) return {}
  try {
    const { clock, knobs } = withoutClock(JSON.parse(raw))
    const parsed = MockSettings.partial().parse(knobs)
    // Only the knobs the entry names: partial() still fills in every default, and a stored
    // `{ "scenario": "large" }` must not turn the browser's simulated latency off.
    const named = Object.fromEntries(Object.entries(parsed).filter(([key]) => Object.hasOwn(knobs as object, key)))
    return clock === undefined ? named : { ...named, clock }
  } catch (error) {
    console.warn(`Ignoring localStorage "${SETTINGS_KEY}": ${String(error)}`)
    return {}
  }
}

/** A stored entry's clock, read as a day (with a warning when it is there and names none), apart from its other knobs. */
function withoutClock(stored: unknown): { clock?: string; knobs: unknown } {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored) || !Object.hasOwn(stored, 'clock')) return { knobs: stored }
  const { clock, ...knobs } = stored as Record<string, unknown>
  if (clock === null) return { knobs }
  const day = readDay(clock)
  if (day === undefined) console.warn(`Ignoring the mock setting "clock": ${JSON.stringify(clock)} names no day (YYYY-MM-DD), so the data is seeded for the real day`)
  return { clock: day, knobs }
}

/** Merges `changes` over what `mock.settings` holds, as it is written (a broken entry is replaced): the next boot of any tab reads them. */
export function storeMockSettings(storage: Storage, changes: Partial<MockSettings>): void {
  let stored: unknown
  try {
    stored = JSON.parse(storage.getItem(SETTINGS_KEY) ?? '{}')
  } catch {
    stored = {}
  }
  const kept = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {}
  storage.setItem(SETTINGS_KEY, JSON.stringify({ ...kept, ...changes }))
}

/** The URL switch that picks the scenario of a page's boot: `?mock-scenario=large`. */
export const SCENARIO_PARAM = 'mock-scenario'

/** The scenario a page's address asks for (`?mock-scenario=large`), if any; an unknown one is reported and ignored. */
export function scenarioSwitch(search: string): Scenario | undefined {
  const asked = new URLSearchParams(search).get(SCENARIO_PARAM)
  if (asked === null) return undefined
  const scenario = SCENARIOS.find((known) => known === asked)
  if (!scenario) console.warn(`Ignoring ?${SCENARIO_PARAM}=${asked}: the mock's scenarios are ${SCENARIOS.join(', ')}`)
  return scenario
}
