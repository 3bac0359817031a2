import { useSyncExternalStore } from 'react'
import { defaultSettings, parseSettings, type Settings } from './settings'

/** localStorage keys. The collapsed state of the vertical menu has its own key, as the product always had. */
export const SETTINGS_KEY = 'settings'
export const MENU_COLLAPSED_KEY = 'menuCollapsed'

export interface Preferences extends Settings {
  menuCollapsed: boolean
}

/**
 * The settings a page may choose for itself while it is shown: a route declares them in its
 * `staticData.layout` (src/layout/useRouteLayout.ts applies them), e.g. a page without the menu:
 *
 *   createFileRoute('/_main/page-layout/without-menu')({ staticData: { ...page.staticData, layout: { menuHidden: true } } })
 *
 * They win over the saved settings on that page only: they are never stored, and they are gone when
 * another page shows. A setting the user then changes (in the customizer, the menu's collapse button)
 * is the user's choice: it is saved and wins over the page's for the rest of the visit.
 */
export type LayoutOverride = Partial<Pick<Preferences, 'menuLayout' | 'menuCollapsed' | 'menuHidden' | 'navbarType' | 'footerType' | 'contentWidth'>>

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
  // What the user chose (and storage keeps), and what shows: the same, but for the shown page's layout override.
  let saved: Preferences = load()
  let override: LayoutOverride = {}
  let shown: Preferences = saved
  const listeners = new Set<Listener>()
  const notify = () => {
    shown = Object.keys(override).length ? { ...saved, ...override } : saved
    listeners.forEach((l) => l())
  }

  return {
    /** The settings in effect: the saved ones, with the shown page's override. */
    get: () => shown,
    /** The user's own settings, as stored, whatever the shown page overrides. */
    saved: () => saved,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(patch: Partial<Preferences>) {
      saved = { ...saved, ...patch }
      save(saved)
      override = Object.fromEntries(Object.entries(override).filter(([key]) => !(key in patch)))
      notify()
    },
    reset() {
      saved = { ...defaultSettings, menuCollapsed: false }
      save(saved)
      override = {}
      notify()
    },
    /** Re-reads storage (another tab changed it, or a test wrote to it). */
    reload() {
      saved = load()
      notify()
    },
    /** The layout of the page being shown (see LayoutOverride); `{}` when it has none. Never stored. */
    overrideLayout(next: LayoutOverride) {
      override = { ...next }
      notify()
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

/** The user's own settings, without the shown page's layout override: what the customizer would keep. */
export function useSavedPreferences(): Preferences {
  return useSyncExternalStore(preferences.subscribe, preferences.saved, preferences.saved)
}

export const setPreferences = preferences.set
