import { i18n, type Messages } from '@lingui/core'
import type { Localization } from '@mui/material/locale'
import type { Language } from '@/i18n/languages'

export { i18n }

// Catalogs are compiled from the .po files by the Lingui Vite plugin; each is its own chunk. A
// language has two (see lingui.config.ts): `shell`, what every first load shows, loaded before the
// first render; `messages`, the rest, loaded by the layouts that need it through loadAppMessages().
const catalogs = {
  shell: import.meta.glob<{ messages: Messages }>('./locales/*/shell.po'),
  messages: import.meta.glob<{ messages: Messages }>('./locales/*/messages.po'),
}

function loadCatalog(kind: keyof typeof catalogs, lang: Language): Promise<{ messages: Messages }> {
  const load = catalogs[kind][`./locales/${lang}/${kind}.po`]
  if (!load) throw new Error(`No ${kind} catalog for language "${lang}"`)
  return load()
}

/** Set once a screen beyond the shell needed its messages: from then on, every language brings them. */
let appMessagesNeeded = false
/** The languages whose app messages are loaded (i18n keeps a language's messages once loaded). */
const appMessagesLoaded = new Set<Language>()

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

/** Loads a language's messages, date locale and MUI texts, then makes it the active one. */
export async function activateLanguage(lang: Language): Promise<void> {
  const [{ messages }, app, { default: dayjs }, mui] = await Promise.all([
    loadCatalog('shell', lang),
    appMessagesNeeded ? loadCatalog('messages', lang) : null,
    import('dayjs'),
    lang === 'en' ? null : import('./muiLocales').then(({ muiLocales }) => muiLocales[lang]),
    lang === 'en' ? null : dayjsLocales[lang](),
  ])
  muiLocale = mui ?? {}
  i18n.loadAndActivate({ locale: lang, messages: { ...messages, ...app?.messages } })
  if (app) appMessagesLoaded.add(lang)
  dayjs.locale(lang)
  document.documentElement.lang = lang
}

/**
 * Loads the messages of the screens beyond the shell (the main layout, the auth pages) in the
 * active language; the layouts' loaders call it, so the screens render translated from the start.
 * Returns nothing when they are already there: a layout's loader runs on every navigation, and
 * must not show a loader or re-render the app for nothing.
 */
export function loadAppMessages(): Promise<void> | void {
  appMessagesNeeded = true
  const lang = i18n.locale as Language
  if (appMessagesLoaded.has(lang)) return
  return loadCatalog('messages', lang).then(({ messages }) => {
    i18n.load(lang, messages)
    appMessagesLoaded.add(lang)
    // A language switch that started before the first call did not bring them: add them to it.
    if (i18n.locale !== lang) return loadAppMessages()
  })
}
