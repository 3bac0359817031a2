/** The languages of the app, in the order of the language menu. English is the default. */
export const LANGUAGES = ['en', 'de', 'fr', 'pt'] as const
export type Language = (typeof LANGUAGES)[number]

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

