import { deDE, enUS, frFR, ptPT, type Localization } from '@mui/material/locale'
import type { Language } from '@/theme/settings'

export interface LanguageInfo {
  code: Language
  /** The language's own name, shown in the language menu whatever language is active. */
  name: string
  /** BCP 47 tag used for dates and numbers. */
  tag: string
  mui: Localization
}

export const languages: readonly LanguageInfo[] = [
  { code: 'en', name: 'English', tag: 'en-US', mui: enUS },
  { code: 'de', name: 'Deutsch', tag: 'de-DE', mui: deDE },
  { code: 'fr', name: 'Français', tag: 'fr-FR', mui: frFR },
  { code: 'pt', name: 'Português', tag: 'pt-PT', mui: ptPT },
]

export function languageInfo(code: Language): LanguageInfo {
  return languages.find((l) => l.code === code) ?? languages[0]!
}
