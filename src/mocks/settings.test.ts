// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { SETTINGS_KEY, scenarioSwitch, storedMockSettings, storeMockSettings } from './settings'

/** A Storage over a plain map, holding `initial` under the settings key. */
function storageWith(initial?: string): Storage {
  const items = new Map(initial === undefined ? [] : [[SETTINGS_KEY, initial]])
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => items.set(key, value) } as unknown as Storage
}

describe('the URL switch ?mock-scenario=', () => {
  it('names a scenario, among any other parameters', () => {
    expect(scenarioSwitch('?mock-scenario=large')).toBe('large')
    expect(scenarioSwitch('?redirect=%2Fapps&mock-scenario=empty&x=1')).toBe('empty')
    expect(scenarioSwitch('mock-scenario=huge')).toBe('huge')
    expect(scenarioSwitch('?mock-scenario=default')).toBe('default')
  })

  it('is absent from most addresses', () => {
    expect(scenarioSwitch('')).toBeUndefined()
    expect(scenarioSwitch('?q=large')).toBeUndefined()
  })

  it('is reported and ignored when it names no scenario', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(scenarioSwitch('?mock-scenario=LARGE')).toBeUndefined()
    expect(scenarioSwitch('?mock-scenario=')).toBeUndefined()
    expect(warn).toHaveBeenCalledWith('Ignoring ?mock-scenario=LARGE: the mock\'s scenarios are default, empty, large, huge')
  })
})

describe('the scenario setting', () => {
  it('is read from localStorage "mock.settings" at boot; an unknown one is ignored with the entry', () => {
    expect(storedMockSettings(storageWith('{"scenario":"large"}')).scenario).toBe('large')
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(storedMockSettings(storageWith('{"scenario":"giant"}'))).toEqual({})
  })

  it('leaves the knobs the entry does not name unset, so the browser keeps its simulated latency', () => {
    expect(storedMockSettings(storageWith('{"scenario":"large"}'))).toEqual({ scenario: 'large' })
    expect(storedMockSettings(storageWith('{"latency":[0,0]}'))).toEqual({ latency: [0, 0] })
  })

  it('is stored over what the entry holds, as written, for the next boot', () => {
    const storage = storageWith('{"failures":{"emailsData":{"status":503}},"scenario":"empty"}')
    storeMockSettings(storage, { scenario: 'large' })
    expect(JSON.parse(storage.getItem(SETTINGS_KEY)!)).toEqual({ failures: { emailsData: { status: 503 } }, scenario: 'large' })
  })

  it('replaces an entry that is no settings object', () => {
    for (const broken of ['not json', '[1]', 'null']) {
      const storage = storageWith(broken)
      storeMockSettings(storage, { scenario: 'huge' })
      expect(storage.getItem(SETTINGS_KEY)).toBe('{"scenario":"huge"}')
    }
    const empty = storageWith()
    storeMockSettings(empty, { scenario: 'empty' })
    expect(empty.getItem(SETTINGS_KEY)).toBe('{"scenario":"empty"}')
  })
})
