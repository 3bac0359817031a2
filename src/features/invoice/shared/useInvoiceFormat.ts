import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatMoney } from '@/lib/money'

/**
 * A day of an invoice ("2025-06-02") as a date in the active language. A day has no time of its
 * own: it is read and written in UTC, so it is the same day in every time zone.
 */
export function useFormatDay(): (iso: string) => string {
  const { i18n } = useLingui()
  return useCallback((iso: string) => i18n.date(new Date(`${iso}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }), [i18n])
}

/** Money and days of one invoice in the active language: `money(cents)` in the invoice's currency, `day(iso)`. */
export function useInvoiceFormat(currency: string) {
  const { i18n } = useLingui()
  const { locale } = i18n
  const money = useCallback((cents: number) => formatMoney(cents, currency, locale), [currency, locale])
  return { money, day: useFormatDay() }
}
