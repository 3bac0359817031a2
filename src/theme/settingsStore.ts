import { useSyncExternalStore } from 'react'
import { defaultSettings, parseSettings, type Settings } from './settings'

/** localStorage keys. The collapsed state of the vertical menu has its own key, as the product always had. */
export const SETTINGS_KEY = 'settings'
export const MENU_COLLAPSED_KEY = 'menuCollapsed'

export interface Preferences extends Settings {
  menuCollapsed: boolean
}

function readJson(key: string): unknown {
  try {
    const text = localStorage.getItem(key)
    return text === null ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

function load(): Preferences {
  const collapsed = readJson(MENU_COLLAPSED_KEY)
  return {
    ...parseSettings(readJson(SETTINGS_KEY)),
    menuCollapsed: typeof collapsed === 'boolean' ? collapsed : false,
  }
}

function save(prefs: Preferences) {
  const { menuCollapsed, ...settings } = prefs
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings))
    localStorage.setItem(MENU_COLLAPSED_KEY, JSON.stringify(menuCollapsed))
  } catch {
    // Storage full or blocked (private mode): the settings still apply for this visit.
  }
}

type Listener = () => void

/** A tiny external store: one source of truth for preferences, persisted on every change. */
function createPreferencesStore() {
  let state: Preferences = load()
  const listeners = new Set<Listener>()

  return {
    get: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(patch: Partial<Preferences>) {
      state = { ...state, ...patch }
      save(state)
      listeners.forEach((l) => l())
    },
    reset() {
      state = { ...defaultSettings, menuCollapsed: false }
      save(state)
      listeners.forEach((l) => l())
    },
    /** Re-reads storage (another tab changed it, or a test wrote to it). */
    reload() {
      state = load()
      listeners.forEach((l) => l())
    },
  }
}

export const preferences = createPreferencesStore()

export function usePreferences(): Preferences {
  return useSyncExternalStore(preferences.subscribe, preferences.get, preferences.get)
}

export function usePreference<K extends keyof Preferences>(key: K): Preferences[K] {
  return useSyncExternalStore(
    preferences.subscribe,
    () => preferences.get()[key],
    () => preferences.get()[key],
  )
}

export const setPreferences = preferences.set
