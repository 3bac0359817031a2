import { formatDate, formatNumber } from '@/i18n/format'

/** A count as people read it at a glance: 834, 1.2K, 3.4M (in the active language). */
export function formatCount(value: number): string {
  return formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 })
}

/** When a post was written: date and time in the active language. */
export function formatPostTime(iso: string): string {
  return formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' })
}

/** A calendar day (YYYY-MM-DD) as itself, wherever the viewer is: read and written in UTC. */
export function formatDay(day: string): string {
  return formatDate(`${day}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
}

/** A share in whole percent (0 to 100), e.g. "42 %" in German. */
export function formatPercent(percent: number): string {
  return formatNumber(percent / 100, { style: 'percent' })
}
