import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { defaultSettings } from './settings'
import { MENU_COLLAPSED_KEY, SETTINGS_KEY, preferences, setPreferences, usePreference, usePreferences } from './settingsStore'

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null')

describe('preferences store', () => {
  beforeEach(() => {
    localStorage.clear()
    preferences.reload()
  })

  it('starts from the defaults with an expanded menu when nothing is stored', () => {
    expect(preferences.get()).toEqual({ ...defaultSettings, menuCollapsed: false })
  })

  it('falls back to the defaults when the stored settings are not JSON', () => {
    localStorage.setItem(SETTINGS_KEY, '{not json')
    localStorage.setItem(MENU_COLLAPSED_KEY, 'nope')
    preferences.reload()
    expect(preferences.get()).toEqual({ ...defaultSettings, menuCollapsed: false })
  })

  it('replaces each wrong or unknown field by its default and keeps the rest', () => {
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ mode: 'dark', skin: 42, menuLayout: 'diagonal', direction: 'rtl', footerType: null }),
    )
    preferences.reload()
    expect(preferences.get()).toMatchObject({
      mode: 'dark',
      direction: 'rtl',
      skin: defaultSettings.skin,
      menuLayout: defaultSettings.menuLayout,
      footerType: defaultSettings.footerType,
    })
  })

  it('persists every change, with the collapsed menu under its own key', () => {
    setPreferences({ menuLayout: 'vertical', menuCollapsed: true })
    expect(stored(SETTINGS_KEY)).toMatchObject({ menuLayout: 'vertical' })
    expect(stored(SETTINGS_KEY)).not.toHaveProperty('menuCollapsed')
    expect(stored(MENU_COLLAPSED_KEY)).toBe(true)
    // A fresh load (a reload of the page) sees the same preferences.
    preferences.reload()
    expect(preferences.get()).toMatchObject({ menuLayout: 'vertical', menuCollapsed: true })
  })

  it('accepts only a boolean for the collapsed menu', () => {
    localStorage.setItem(MENU_COLLAPSED_KEY, '"true"')
    preferences.reload()
    expect(preferences.get().menuCollapsed).toBe(false)
  })

  it('reset brings back the defaults and stores them', () => {
    setPreferences({ mode: 'dark', skin: 'bordered', menuCollapsed: true })
    preferences.reset()
    expect(preferences.get()).toEqual({ ...defaultSettings, menuCollapsed: false })
    expect(stored(SETTINGS_KEY)).toEqual(defaultSettings)
    expect(stored(MENU_COLLAPSED_KEY)).toBe(false)
  })

  it('keeps working when storage refuses to save', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => setPreferences({ mode: 'dark' })).not.toThrow()
    expect(preferences.get().mode).toBe('dark')
  })

  it('re-renders subscribed components on change', () => {
    const all = renderHook(() => usePreferences())
    const one = renderHook(() => usePreference('navbarType'))
    act(() => setPreferences({ navbarType: 'hidden' }))
    expect(all.result.current.navbarType).toBe('hidden')
    expect(one.result.current).toBe('hidden')
  })
})
