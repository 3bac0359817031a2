import type { Language } from './languages'

/** Loads something a language brings besides its messages, in that language. */
export type LanguageDataLoader = (language: Language) => Promise<unknown>

const loaders = new Set<LanguageDataLoader>()

/**
 * Runs `load` with every language the app activates from now on, before that language becomes the
 * active one: activateLanguage (src/i18n/i18n.ts) waits for it as for the catalogs. For what a floor
 * above reads synchronously in the active language, such as the page names (src/registry/names), so
 * that no screen shows them missing or in the language before. Registered from a module of the first
 * load, it comes with the first language too. This file imports no catalog: Node code may load it.
 */
export function loadWithEachLanguage(load: LanguageDataLoader): void {
  loaders.add(load)
}

/** Runs every registered loader in `language`. */
export function loadLanguageData(language: Language): Promise<unknown[]> {
  return Promise.all([...loaders].map((load) => load(language)))
}
