/**
 * The amount typed into the payment form, read into cents. People type "724.5", "724,50" or
 * "1 200": either mark may separate the cents, spaces group; anything else (two marks, three
 * decimals, letters) is not an amount. Kept to text until here, so no cent is lost to a float.
 */
export function centsOf(typed: string): number | undefined {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(typed.replace(/[\s\u00a0\u202f]/g, ''))
  if (!match) return undefined
  const [, units, fraction = ''] = match
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'))
}

/** Cents as the form shows them to edit: "724.50" in English, "724,50" in German; no grouping, no sign. */
export function typedAmount(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100)
}

/** The sign of a currency in a language ("$", "€", "£"), for the amount field. */
export function currencySign(currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency
}
