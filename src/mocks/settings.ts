import { z } from 'zod'

/**
 * Knobs of the mock back end. In the browser they are read once at boot from localStorage key
 * `mock.settings` (JSON), so an end-to-end test can shorten the token life before the app starts:
 *
 *   await page.addInitScript(() => localStorage.setItem('mock.settings', '{"accessTokenLifetime":5}'))
 */
export const MockSettings = z.object({
  /** Seconds an access token stays valid. SPEC: 10 minutes. */
  accessTokenLifetime: z.number().positive().default(600),
  /** Seconds a refresh token stays valid. SPEC: 10 minutes. */
  refreshTokenLifetime: z.number().positive().default(600),
  /** Each answer waits a random time in [min, max] milliseconds. [0, 0] answers at once (tests). */
  latency: z.tuple([z.number().nonnegative(), z.number().nonnegative()]).default([0, 0]),
})
export type MockSettings = z.infer<typeof MockSettings>

export const SETTINGS_KEY = 'mock.settings'

/** In the browser, a small realistic delay, so loading states are seen as they will be with a server. */
export const BROWSER_LATENCY: MockSettings['latency'] = [150, 400]

let settings: MockSettings = MockSettings.parse({})

export function mockSettings(): MockSettings {
  return settings
}

/** Replaces the settings: the defaults, then `overrides`. Tests call it; the browser boot calls it once. */
export function configureMock(overrides: Partial<MockSettings> = {}): void {
  settings = MockSettings.parse(overrides)
}

/** The overrides stored under `mock.settings`; a broken entry is reported and ignored. */
export function storedMockSettings(storage: Storage): Partial<MockSettings> {
  const raw = storage.getItem(SETTINGS_KEY)
  if (!raw) return {}
  try {
    return MockSettings.partial().parse(JSON.parse(raw))
  } catch (error) {
    console.warn(`Ignoring localStorage "${SETTINGS_KEY}": ${String(error)}`)
    return {}
  }
}
