import { i18n, type Messages } from '@lingui/core'
import dayjs from 'dayjs'
import type { Language } from '@/theme/settings'

export { i18n }

// Catalogs are compiled from the .po files by the Lingui Vite plugin; each language is its own chunk.
const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*/messages.po')

// dayjs ships English built in; the other locales load with their catalog.
const dayjsLocales: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  pt: () => import('dayjs/locale/pt'),
}

/** Loads a language's messages and date locale, then makes it the active one. */
export async function activateLanguage(lang: Language): Promise<void> {
  const load = catalogs[`./locales/${lang}/messages.po`]
  if (!load) throw new Error(`No catalog for language "${lang}"`)
  const [{ messages }] = await Promise.all([load(), lang === 'en' ? null : dayjsLocales[lang]()])
  i18n.loadAndActivate({ locale: lang, messages })
  dayjs.locale(lang)
  document.documentElement.lang = lang
}
