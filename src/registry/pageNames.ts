import { LANGUAGES, type Language } from '@/i18n/languages'
import type { PageId } from './pages'
import type { PageNames } from './names'
import en from './names/en'
import de from './names/de'
import fr from './names/fr'
import pt from './names/pt'

/**
 * The names of the pages and menu groups in every language at once, for the mock's search index
 * (src/mocks/db/pages.ts answers in the language each request asks for) and for tests. The app loads
 * one language at a time (src/registry/names/index.ts): app code importing this file would bring all four.
 * A language without its names module fails to compile here.
 */
export const PAGE_NAMES: Readonly<Record<Language, PageNames>> = { en, de, fr, pt }

/** A page's title in every language of the app. */
export type PageTitle = Record<Language, string>

/** Every page's title in every language: `PAGE_TITLES['user-list'].de` is "Benutzerliste". */
export const PAGE_TITLES = Object.fromEntries(
  Object.keys(en.titles).map((id) => [id, Object.fromEntries(LANGUAGES.map((language) => [language, PAGE_NAMES[language].titles[id as PageId]]))]),
) as Readonly<Record<PageId, PageTitle>>
