/** The languages of the app, in the order of the language menu. English is the default. */
export const LANGUAGES = ['en', 'de', 'fr', 'pt'] as const
export type Language = (typeof LANGUAGES)[number]

/** Which way a language's sentences run. */
export type TextDirection = 'ltr' | 'rtl'

export interface LanguageInfo {
  code: Language
  /** The language's own name, shown in the language menu whatever language is active. */
  name: string
  /**
   * Which way its sentences run, whatever way the layout runs (the customizer's direction): an
   * English sentence in the right-to-left layout still ends on the right, with its full stop.
   */
  dir: TextDirection
}

export const languages: readonly LanguageInfo[] = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'pt', name: 'Português', dir: 'ltr' },
]

/** Which way the sentences of `language` run. */
export function languageDirection(language: Language): TextDirection {
  return languages.find(({ code }) => code === language)?.dir ?? 'ltr'
}

/** The languages whose sentences run against `layout`: the ones a layout of that direction must turn around. */
export function languagesAgainst(layout: TextDirection): Language[] {
  return languages.filter(({ dir }) => dir !== layout).map(({ code }) => code)
}

