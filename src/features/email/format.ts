import { formatDate, formatNumber } from '@/i18n/format'

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString()

/** A mail's time in the list, in the active language: the time for today's mail, else the date (with the year when it is not this one). */
export function formatListTime(iso: string, now = new Date()): string {
  const time = new Date(iso)
  if (sameDay(time, now)) return formatDate(time, { timeStyle: 'short' })
  if (time.getFullYear() === now.getFullYear()) return formatDate(time, { day: 'numeric', month: 'short' })
  return formatDate(time, { dateStyle: 'medium' })
}

/** A mail's full date and time, for the detail. */
export function formatFullTime(iso: string): string {
  return formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' })
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const

/** A file size in the active language: "820 kB", "1.2 MB" (steps of 1024, as file managers count). */
export function formatFileSize(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return formatNumber(value, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit < 2 ? 0 : 1 })
}
