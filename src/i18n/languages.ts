import type { Language } from '@/theme/settings'

export interface LanguageInfo {
  code: Language
  /** The language's own name, shown in the language menu whatever language is active. */
  name: string
  /** BCP 47 tag used for dates and numbers. */
  tag: string
}

export const languages: readonly LanguageInfo[] = [
  { code: 'en', name: 'English', tag: 'en-US' },
  { code: 'de', name: 'Deutsch', tag: 'de-DE' },
  { code: 'fr', name: 'Français', tag: 'fr-FR' },
  { code: 'pt', name: 'Português', tag: 'pt-PT' },
]

export function languageInfo(code: Language): LanguageInfo {
  return languages.find((l) => l.code === code) ?? languages[0]!
}
