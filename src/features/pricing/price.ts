import { i18n } from '@lingui/core'
import { PRICING_CURRENCY } from '@/api/contract/pricing'

/** How an amount of the pricing page is written in the active language: whole dollars without cents ("$49", "49 $US"). */
function priceFormat(amount: number): Intl.NumberFormat {
  const digits = Number.isInteger(amount) ? 0 : 2
  return new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: PRICING_CURRENCY, minimumFractionDigits: digits, maximumFractionDigits: digits })
}

/** "$480", "480 $", "480 $US", "US$ 480". */
export function formatPrice(amount: number): string {
  return priceFormat(amount).format(amount)
}

/** The same, in parts, so the currency sign can be set smaller than the figure wherever the language puts it. */
export function priceParts(amount: number): Intl.NumberFormatPart[] {
  return priceFormat(amount).formatToParts(amount)
}
