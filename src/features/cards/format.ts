import { i18n } from '@lingui/core'
import { formatNumber } from '@/i18n/format'

/** How long ago, in the active language: "12 minutes ago", "vor 2 Tagen", "hier". */
export function formatAgo(minutes: number): string {
  const rtf = new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' })
  if (minutes < 60) return rtf.format(-minutes, 'minute')
  if (minutes < 24 * 60) return rtf.format(-Math.round(minutes / 60), 'hour')
  return rtf.format(-Math.round(minutes / (24 * 60)), 'day')
}

/**
 * A money amount in US dollars, in the active language, with its sign ("+$4,820.00", "-$74.00").
 * The demo cards keep one currency everywhere: their transactions are made-up amounts of one
 * wallet, so there is no sum over currencies to convert and no symbol that could be mistaken.
 * (The dashboards' cards read the invoices, which have several: see SUM_CURRENCY there.)
 */
export function formatDollars(amount: number): string {
  return formatNumber(amount, { style: 'currency', currency: 'USD', signDisplay: 'exceptZero' })
}
