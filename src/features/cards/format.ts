import { i18n } from '@lingui/core'
import { formatNumber } from '@/i18n/format'

/** How long ago, in the active language: "12 minutes ago", "vor 2 Tagen", "hier". */
export function formatAgo(minutes: number): string {
  const rtf = new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' })
  if (minutes < 60) return rtf.format(-minutes, 'minute')
  if (minutes < 24 * 60) return rtf.format(-Math.round(minutes / 60), 'hour')
  return rtf.format(-Math.round(minutes / (24 * 60)), 'day')
}

/** A money amount in US dollars (the demo's currency), in the active language. */
export function formatDollars(amount: number): string {
  return formatNumber(amount, { style: 'currency', currency: 'USD', signDisplay: 'exceptZero' })
}
