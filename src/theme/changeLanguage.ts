import { setPreferences } from './settingsStore'
import type { Language } from '@/i18n/languages'
import { activateLanguage } from '@/i18n/i18n'

/** Switches the language at run time: loads it first, then stores the choice so a reload keeps it. */
export async function changeLanguage(lang: Language): Promise<void> {
  await activateLanguage(lang)
  setPreferences({ language: lang })
}
