import { i18n, type Messages } from '@lingui/core'
import type { Localization } from '@mui/material/locale'
import type { Language } from '@/theme/settings'

export { i18n }

// Catalogs are compiled from the .po files by the Lingui Vite plugin; each language is its own chunk.
const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*/messages.po')

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
  const load = catalogs[`./locales/${lang}/messages.po`]
  if (!load) throw new Error(`No catalog for language "${lang}"`)
  const [{ messages }, { default: dayjs }, mui] = await Promise.all([
    load(),
    import('dayjs'),
    lang === 'en' ? null : import('./muiLocales').then(({ muiLocales }) => muiLocales[lang]),
    lang === 'en' ? null : dayjsLocales[lang](),
  ])
  muiLocale = mui ?? {}
  i18n.loadAndActivate({ locale: lang, messages })
  dayjs.locale(lang)
  document.documentElement.lang = lang
}
