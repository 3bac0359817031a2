import type { Language } from '@/theme/settings'

export interface LanguageInfo {
  code: Language
  /** The language's own name, shown in the language menu whatever language is active. */
  name: string
}

export const languages: readonly LanguageInfo[] = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'pt', name: 'Português' },
]

