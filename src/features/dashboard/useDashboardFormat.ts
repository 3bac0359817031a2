import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatChange, formatCompact } from '@/i18n/figures'

/**
 * The currency of every sum the cards show. The invoices are written in US dollars, euros and
 * pounds; a sum over them (sales, revenue, profit, what is due) is converted by the back end into
 * US cents at fixed demo rates (src/mocks/db/cards.ts), so a total never adds euros to dollars.
 * Such a figure says so on its card (ConvertedNote, ./cards/sumNotes.tsx). An amount of one
 * invoice or one payment keeps its own currency (formatMoney with the invoice's currency), so what
 * was paid reads as it was paid, and its list says so (OwnCurrencyNote).
 */
export const SUM_CURRENCY = 'USD'

/**
 * The cards' numbers in the active language. Sums of money come in whole US cents (SUM_CURRENCY); a
 * chart point's date is the first day of its span, read in UTC so it is the same day everywhere
 * (./cards/spanDate.ts names a point by the days it covers).
 * Large figures go short through formatCompact, changes through formatChange (src/i18n/figures.ts).
 */
export function useDashboardFormat() {
  const { i18n } = useLingui()
  return useMemo(() => {
    const number = (value: number, options?: Intl.NumberFormatOptions) => i18n.number(value, options)
    const utc = (iso: string) => new Date(`${iso}T00:00:00Z`)
    const date = (iso: string, options: Intl.DateTimeFormatOptions) => i18n.date(utc(iso), { ...options, timeZone: 'UTC' })
    const range = (from: string, to: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(i18n.locale, { ...options, timeZone: 'UTC' }).formatRange(utc(from), utc(to))
    return {
      count: (value: number) => number(value),
      /** 12,400 as "12.4K", 1,250,000 as "1.3M" ("12,4 Tausend", "1,3 Mio." in German). */
      compact: (value: number) => formatCompact(value, { locale: i18n.locale }),
      /** A sum in SUM_CURRENCY, whole: "$23,594". */
      money: (cents: number) => number(cents / 100, { style: 'currency', currency: SUM_CURRENCY, maximumFractionDigits: 0 }),
      /** A sum in SUM_CURRENCY, short: "$633.7K", "633,7 Tausend $". */
      moneyCompact: (cents: number) => formatCompact(cents / 100, { currency: SUM_CURRENCY, locale: i18n.locale }),
      /** A share, 0 to 100. */
      percent: (value: number) => number(value / 100, { style: 'percent', maximumFractionDigits: 1 }),
      /** A change, with its sign: "+12.5%", "-3%", "0%". */
      growth: (value: number) => formatChange(value, i18n.locale),
      /** Seconds as minutes and seconds: "3:05". */
      duration: (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`,
      hours: (value: number) => number(value, { style: 'unit', unit: 'hour', unitDisplay: 'short', maximumFractionDigits: 1 }),
      /** The axis label of a month: "Jun". */
      month: (iso: string) => date(iso, { month: 'short' }),
      /** A month in full, for a tooltip or a chart's table: "June 2025". */
      monthYear: (iso: string) => date(iso, { month: 'long', year: 'numeric' }),
      /** The axis label of a few days, first to last: "May 6 – 9", "May 30 – Jun 2". */
      dayRange: (from: string, to: string) => range(from, to, { month: 'short', day: 'numeric' }),
      /** A few days in full, for a tooltip or a chart's table: "May 6 – 9, 2025". */
      fullDayRange: (from: string, to: string) => range(from, to, { dateStyle: 'medium' }),
      /** A tooltip's full date: "Jun 2, 2025". */
      fullDay: (iso: string) => date(iso, { dateStyle: 'medium' }),
    }
  }, [i18n])
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>
