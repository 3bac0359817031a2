import { i18n } from '@lingui/core'

/** Dates and numbers always go through the active language. */
export function formatDate(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string {
  return i18n.date(new Date(value), options ?? { dateStyle: 'medium' })
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return i18n.number(value, options)
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const

/**
 * A file size in the active language: "969 bytes", "820 kB", "1.5 MB" (steps of 1024, as file
 * managers count). Bytes are spelled out because the short form reads "969 byte" in English.
 */
export function formatFileSize(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return formatNumber(value, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit < 2 ? 0 : 1,
  })
}
