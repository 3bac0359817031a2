import { i18n } from '@lingui/core'

/*
 * How the dashboards and the card pages write a figure: large ones short ("12.4K", "1,3 Mio. $"),
 * changes with their sign ("+12.5%"). One place, so every card abbreviates alike in every language.
 */

const formats = new Map<string, Intl.NumberFormat>()
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)))
  return format
}

const COMPACT = { notation: 'compact', maximumFractionDigits: 1 } as const satisfies Intl.NumberFormatOptions

/** The parts of a number that are its digits, as formatToParts names them. */
const DIGIT_PARTS: ReadonlySet<string> = new Set(['integer', 'group', 'decimal', 'fraction'])

export interface CompactOptions {
  /** An ISO 4217 code: the figure is an amount in that currency ("$12.4K", "12,4 k $US"). */
  currency?: string
  /** The language; the active one by default. */
  locale?: string
}

/**
 * A large figure, short, in the language's own words: 12,400 is "12.4K" in English, "12,4 k" in
 * French, "12,4 mil" in Portuguese; 1,250,000 is "1,3 Mio." in German. Below a thousand it is the
 * number itself.
 *
 * German has no short word for thousands (its compact pattern writes 633745.8 as "633.745,8"): where
 * the short form leaves a figure of a thousand or more unabbreviated, the long one is used
 * ("633,7 Tausend"), also for money, where Intl itself ignores the long form ("633,7 Tausend $").
 */
export function formatCompact(value: number, { currency, locale = i18n.locale }: CompactOptions = {}): string {
  const money = currency ? ({ style: 'currency', currency } as const) : {}
  const short = numberFormat(locale, { ...COMPACT, ...money })
  if (Math.abs(value) < 1000 || short.formatToParts(value).some((part) => part.type === 'compact')) return short.format(value)
  const long = numberFormat(locale, { ...COMPACT, compactDisplay: 'long' })
  if (!currency) return long.format(value)
  // The long figure where the currency's own pattern puts the digits: its sign and symbol stay in place.
  const digits = long.format(Math.abs(value))
  let placed = false
  return numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 })
    .formatToParts(value)
    .map((part) => {
      if (!DIGIT_PARTS.has(part.type)) return part.value
      if (placed) return ''
      placed = true
      return digits
    })
    .join('')
}

/** A change is shown, and judged rising or falling, to one decimal: 0.04% is "0%", no change. */
export const CHANGE_FRACTION_DIGITS = 1

/** A change as it is shown: rounded to CHANGE_FRACTION_DIGITS, halves away from zero as Intl rounds them (never -0). */
export function shownChange(percent: number): number {
  const scale = 10 ** CHANGE_FRACTION_DIGITS
  return (Math.sign(percent) * Math.round(Math.abs(percent) * scale)) / scale || 0
}

/** A change in percent with its sign: "+12.5%", "-2.5%", and "0%" without one. */
export function formatChange(percent: number, locale: string = i18n.locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: CHANGE_FRACTION_DIGITS, signDisplay: 'exceptZero' }).format(shownChange(percent) / 100)
}
