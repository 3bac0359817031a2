import { i18n } from '@lingui/core'

/** Dates and numbers always go through the active language. */
export function formatDate(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string {
  return i18n.date(new Date(value), options ?? { dateStyle: 'medium' })
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return i18n.number(value, options)
}
