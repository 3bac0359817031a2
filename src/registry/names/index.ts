import type { Language } from '@/i18n/languages'
import type { MenuGroupId, PageId } from '../pages'

/**
 * The names of the app's pages and menu groups in one language, one module per language
 * (src/registry/names/en.ts, de.ts...). A page of the table (src/registry/pages.ts) or a menu group
 * without its name in one of them fails to compile.
 */
export interface PageNames {
  /** Every page's title: the browser tab's, the search palette's and, unless `menu` says shorter, the menu's. */
  titles: Readonly<Record<PageId, string>>
  /** Where the menu's group already says what a page is about, its entry says less: "List" under Users. */
  menu: Readonly<Partial<Record<PageId, string>>>
  /** The menu's groups (MENU_GROUPS in src/registry/pages.ts). */
  groups: Readonly<Record<MenuGroupId, string>>
}

// Each language is its own chunk: a first load brings the names of its own language only. The
// search palette's titles in every language and its keywords are the mock's (src/registry/pageNames.ts,
// src/registry/keywords.ts).
const modules: Record<Language, () => Promise<{ default: PageNames }>> = {
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
}

const loaded = new Map<Language, PageNames>()

/** Loads the names in `language`, once. They come with every language the app activates (see src/registry/pages.ts). */
export async function loadPageNames(language: Language): Promise<void> {
  if (!loaded.has(language)) loaded.set(language, (await modules[language]()).default)
}

/** The names in `language`: the active language has brought them before it became the active one. */
export function pageNames(language: Language): PageNames {
  const names = loaded.get(language)
  if (!names) throw new Error(`The page names in "${language}" have not been loaded`)
  return names
}

/** The product's name, as index.html's <title> says it before the app runs. */
export const APP_NAME = 'Vantage Admin'

/** The browser tab's title on a page: "User List · Vantage Admin", in the language given (loaded). */
export function documentTitle(page: PageId | undefined, language: Language): string {
  return page ? `${pageNames(language).titles[page]} · ${APP_NAME}` : APP_NAME
}
