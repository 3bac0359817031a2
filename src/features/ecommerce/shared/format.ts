import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatMoney } from '@/lib/money'

/** The shop's prices are in US dollars: the contract's amounts are cents of it. */
export const SHOP_CURRENCY = 'USD'

export interface ShopFormat {
  /** An amount in cents, in the active language: "$1,234.50", "1.234,50 $". */
  money: (cents: number) => string
  /** A day (YYYY-MM-DD) such as a delivery date: "Thu, Jun 5". A day has no time: read in UTC, the same day everywhere. */
  day: (iso: string) => string
  /** An instant (ISO) as its date: "Jun 2, 2025". */
  date: (instant: string) => string
  /** An instant (ISO) as its date and time: "Jun 2, 2025, 2:12 PM". */
  dateTime: (instant: string) => string
}

/** Money and dates of the shop, the checkout and the orders (and the navbar's cart), in the active language. */
export function useShopFormat(): ShopFormat {
  const { i18n } = useLingui()
  const { locale } = i18n
  return useMemo(
    () => ({
      money: (cents) => formatMoney(cents, SHOP_CURRENCY, locale),
      day: (iso) => i18n.date(new Date(`${iso}T00:00:00Z`), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }),
      date: (instant) => i18n.date(new Date(instant), { dateStyle: 'medium' }),
      dateTime: (instant) => i18n.date(new Date(instant), { dateStyle: 'medium', timeStyle: 'short' }),
    }),
    [i18n, locale],
  )
}
