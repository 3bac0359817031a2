import { LANGUAGES, type Language } from '@/i18n/languages'

const DEFAULT_LANGUAGE: Language = 'en'

/**
 * The language a request asks for in `Accept-Language`, as a real server would negotiate it: the
 * supported language with the highest weight, by its primary tag ("de-CH" counts as "de").
 * No header, or nothing supported in it, gives English.
 *
 *   requestedLanguage(request) // "fr-FR,fr;q=0.9,en;q=0.8" -> "fr"
 */
export function requestedLanguage(request: Request): Language {
  const ranges = (request.headers.get('Accept-Language') ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const weight = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { primary: tag.trim().split('-')[0]!.toLowerCase(), weight: weight === undefined ? 1 : Number(weight) }
    })
    .filter((range) => range.weight > 0)
    // Stable: among equal weights the first listed wins.
    .sort((a, b) => b.weight - a.weight)

  const match = ranges.find((range) => (LANGUAGES as readonly string[]).includes(range.primary))
  return (match?.primary as Language | undefined) ?? DEFAULT_LANGUAGE
}
