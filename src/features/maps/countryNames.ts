const namers = new Map<string, Intl.DisplayNames | null>()

/** Intl's region names in one language, made once; null where the browser has none. */
function namer(locale: string): Intl.DisplayNames | null {
  if (!namers.has(locale)) {
    let made: Intl.DisplayNames | null
    try {
      made = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
    } catch {
      made = null
    }
    namers.set(locale, made)
  }
  return namers.get(locale)!
}

/**
 * A country's name in the reader's language from its ISO alpha-2 code ('BR' is "Brasilien" in
 * German), else the name it came with (the back end's or the atlas's, in English).
 */
export function countryName(locale: string, alpha2: string | undefined, fallback: string): string {
  if (!alpha2) return fallback
  try {
    return namer(locale)?.of(alpha2) ?? fallback
  } catch {
    // Not a region code Intl accepts: the name it came with.
    return fallback
  }
}
