import { i18n, type Messages } from '@lingui/core'
import type { Localization } from '@mui/material/locale'
import type { Language } from '@/i18n/languages'
import { loadLanguageData } from './languageData'

export { i18n }

export type Catalog = { messages: Messages }

/**
 * Catalogs are compiled from the .po files by the Lingui Vite plugin; each is its own chunk (see
 * lingui.config.ts). `shell` loads before the first render. The others load with the routes that
 * show them: `app` (the main layout, the session, the API and the heavier kit components) with the
 * layouts, and each feature's own (named after its folder in src/features) with the routes that
 * declare it in `staticData.messages`.
 *
 * Only the shell's are listed here. The others are listed per language (src/i18n/catalogs/<lang>.ts),
 * a small chunk that loads with its language, alongside its shell catalog: the first load's code
 * does not grow with every feature, and brings the list of one language only.
 */
const shellFiles = import.meta.glob<Catalog>('./locales/*/shell.po')
type CatalogList = Record<string, () => Promise<Catalog>>
const catalogLists: Record<Language, () => Promise<{ default: CatalogList }>> = {
  en: () => import('./catalogs/en'),
  de: () => import('./catalogs/de'),
  fr: () => import('./catalogs/fr'),
  pt: () => import('./catalogs/pt'),
}

/** One download per list, shared by everyone who asks; a failed one (offline) may be tried again. */
const lists = new Map<Language, Promise<{ default: CatalogList }>>()
function catalogList(lang: Language): Promise<{ default: CatalogList }> {
  let list = lists.get(lang)
  if (!list) {
    list = catalogLists[lang]()
    list.catch(() => lists.delete(lang))
    lists.set(lang, list)
  }
  return list
}

/**
 * A catalog beyond the shell: 'app', 'demo' (with the mock only), the name of a feature folder ('email',
 * 'datatables'...) or of a kit part with its own catalog ('example', see KIT_PARTS in lingui.config.ts).
 */
export type CatalogName = string

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The feature catalogs a route's screen needs, e.g. `messages: ['email']`; its layout loads them. */
    messages?: readonly CatalogName[]
  }
}

/** Every catalog the matched routes declare, for the layouts' guards. */
export function routeMessages(matches: ReadonlyArray<{ staticData?: { messages?: readonly CatalogName[] } }>): CatalogName[] {
  return matches.flatMap((match) => match.staticData?.messages ?? [])
}

/** One download per catalog and language, shared by everyone who asks. */
const downloads = new Map<string, Promise<Catalog>>()

function download(name: 'shell' | CatalogName, lang: Language): Promise<Catalog> {
  const key = `${name}/${lang}`
  let catalog = downloads.get(key)
  if (!catalog) {
    catalog =
      name === 'shell'
        ? shellFiles[`./locales/${lang}/shell.po`]!()
        : catalogList(lang).then(({ default: files }) => {
            // Paths from src/i18n/catalogs/, where the lists are: the app's and the demo's here, a
            // feature's in its folder, a kit part's (the demo pages' example block) in its own.
            const paths = ['app', 'demo'].includes(name)
              ? [`../locales/${lang}/${name}.po`]
              : [`../../features/${name}/locales/${lang}.po`, `../../components/${name}/locales/${lang}.po`]
            const load = paths.map((path) => files[path]).find(Boolean)
            if (!load) throw new Error(`No catalog "${name}" for language "${lang}"`)
            return load()
          })
    // A failed download (offline) may be tried again by the next navigation.
    catalog.catch(() => downloads.delete(key))
    downloads.set(key, catalog)
  }
  return catalog
}

/** The catalogs the screens shown so far asked for: from then on, every language brings them. */
const needed = new Set<CatalogName>()
/** `${name}/${lang}` of every catalog whose messages i18n holds (it keeps them once loaded). */
const held = new Set<string>()

async function messagesOf(names: readonly CatalogName[], lang: Language): Promise<Messages> {
  const catalogs = await Promise.all(names.map((name) => download(name, lang)))
  return Object.assign({}, ...catalogs.map((catalog) => catalog.messages)) as Messages
}

// dayjs is loaded here on demand, not imported: it is not needed for the first paint, and the
// screens that format dates share this same module instance. It ships English built in; the
// other locales load with their catalog.
const dayjsLocales: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  pt: () => import('dayjs/locale/pt'),
}

// MUI's texts: English is built into its components; the others load with their catalog.
let muiLocale: Localization = {}

/** MUI's texts for the active language, for the theme (which is rebuilt when the language changes). */
export const activeMuiLocale = (): Localization => muiLocale

/**
 * Loads a language's messages (the shell's and every catalog needed so far), date locale, MUI texts
 * and what else it brings (src/i18n/languageData.ts: the page names), then makes it the active one.
 */
export async function activateLanguage(lang: Language): Promise<void> {
  const names = [...needed]
  const [{ messages }, more, { default: dayjs }, mui] = await Promise.all([
    download('shell', lang),
    messagesOf(names, lang),
    import('dayjs'),
    lang === 'en' ? null : import('./muiLocales').then(({ muiLocales }) => muiLocales[lang]),
    lang === 'en' ? null : dayjsLocales[lang](),
    loadLanguageData(lang),
    // The list of the language's other catalogs, which the layouts ask for right after: it downloads
    // alongside the shell's catalog, not after it.
    catalogList(lang),
  ])
  muiLocale = mui ?? {}
  i18n.loadAndActivate({ locale: lang, messages: { ...messages, ...more } })
  names.forEach((name) => held.add(`${name}/${lang}`))
  dayjs.locale(lang)
  document.documentElement.lang = lang
}

/**
 * Loads catalogs in the active language; the layouts' guards call it with the catalogs of the
 * matched routes, so a screen renders translated from the start. Returns nothing when they are
 * already there: a guard runs on every navigation, and must not wait or re-render for nothing.
 */
export function loadMessages(...names: CatalogName[]): Promise<void> | void {
  const lang = i18n.locale as Language
  const missing = names.filter((name) => !held.has(`${name}/${lang}`))
  if (missing.length === 0) return
  return messagesOf(missing, lang).then((messages) => {
    i18n.load(lang, messages)
    // Only catalogs that exist are remembered: a wrong name fails its route, not every later language switch.
    missing.forEach((name) => {
      needed.add(name)
      held.add(`${name}/${lang}`)
    })
    // A language switch that started before this call did not bring them: add them to it.
    if (i18n.locale !== lang) return loadMessages(...names)
  })
}
