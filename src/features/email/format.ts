import { formatDate } from '@/i18n/format'

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
