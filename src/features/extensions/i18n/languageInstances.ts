import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { LANGUAGES, type Language } from '@/i18n/languages'

/**
 * This page's messages in every language at once, each language its own Lingui instance: the app itself holds
 * the active language only (src/i18n/i18n.ts). The catalogs are this feature's (src/features/extensions/locales),
 * compiled by the Lingui Vite plugin; each language downloads once, the first time it is asked for here.
 */
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*.po')

let instances: Promise<Record<Language, I18n>> | undefined

export function languageInstances(): Promise<Record<Language, I18n>> {
  instances ??= Promise.all(
    LANGUAGES.map(async (locale) => {
      const load = catalogs[`../locales/${locale}.po`]
      const { messages } = load ? await load() : { messages: {} }
      return [locale, setupI18n({ locale, messages: { [locale]: messages } })] as const
    }),
  ).then(Object.fromEntries as (entries: Iterable<readonly [Language, I18n]>) => Record<Language, I18n>)
  instances.catch(() => (instances = undefined))
  return instances
}
