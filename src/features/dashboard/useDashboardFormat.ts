import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'

/**
 * The cards' numbers in the active language. Money comes in whole US cents (as the invoices keep
 * it); a chart point's date is the first day of its span, read in UTC so it is the same day everywhere.
 */
export function useDashboardFormat() {
  const { i18n } = useLingui()
  return useMemo(() => {
    const number = (value: number, options?: Intl.NumberFormatOptions) => i18n.number(value, options)
    const date = (iso: string, options: Intl.DateTimeFormatOptions) => i18n.date(new Date(`${iso}T00:00:00Z`), { ...options, timeZone: 'UTC' })
    return {
      count: (value: number) => number(value),
      /** 12,400 as "12K", 1,250,000 as "1.3M" (or "1,3 Mio." in German). */
      compact: (value: number) => number(value, { notation: 'compact', maximumFractionDigits: 1 }),
      money: (cents: number) => number(cents / 100, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
      moneyCompact: (cents: number) => number(cents / 100, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }),
      /** A share, 0 to 100. */
      percent: (value: number) => number(value / 100, { style: 'percent', maximumFractionDigits: 1 }),
      /** A change, with its sign: "+12.5%", "-3%". */
      growth: (value: number) => number(value / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
      /** Seconds as minutes and seconds: "3:05". */
      duration: (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`,
      hours: (value: number) => number(value, { style: 'unit', unit: 'hour', unitDisplay: 'short', maximumFractionDigits: 1 }),
      /** The axis label of a month: "Jun". */
      month: (iso: string) => date(iso, { month: 'short' }),
      /** The axis label of a day or week: "Jun 2". */
      day: (iso: string) => date(iso, { month: 'short', day: 'numeric' }),
      /** A tooltip's full date: "Jun 2, 2025". */
      fullDay: (iso: string) => date(iso, { dateStyle: 'medium' }),
    }
  }, [i18n])
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>
