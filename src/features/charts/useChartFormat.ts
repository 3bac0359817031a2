import { useMemo } from 'react'
import { useLingui } from '@lingui/react'

/**
 * The charts' numbers and dates in the active language (Intl through Lingui): the axes, the tooltips
 * and the data tables write them alike. A date is an ISO day, read in UTC so it is the same day everywhere.
 */
export function useChartFormat() {
  const { i18n } = useLingui()
  return useMemo(() => {
    const day = (iso: string, options: Intl.DateTimeFormatOptions) => i18n.date(new Date(`${iso}T00:00:00Z`), { ...options, timeZone: 'UTC' })
    return {
      number: (value: number) => i18n.number(value),
      /** 12,400 as "12.4K" ("12.400" stays whole in a table). */
      compact: (value: number) => i18n.number(value, { notation: 'compact', maximumFractionDigits: 1 }),
      dollars: (value: number, digits = 0) => i18n.number(value, { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }),
      /** A share, 0 to 100. */
      percent: (value: number) => i18n.number(value / 100, { style: 'percent', maximumFractionDigits: 1 }),
      /** "Jun 2" */
      shortDay: (iso: string) => day(iso, { month: 'short', day: 'numeric' }),
      /** "June 2, 2025" */
      longDay: (iso: string) => day(iso, { dateStyle: 'long' }),
      /** "Jun" */
      month: (iso: string) => day(iso, { month: 'short' }),
      /** "June 2025" */
      longMonth: (iso: string) => day(iso, { month: 'long', year: 'numeric' }),
    }
  }, [i18n])
}
