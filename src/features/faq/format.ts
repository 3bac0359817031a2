import { formatDate } from '@/i18n/format'

/** A calendar day (YYYY-MM-DD) in the active language, as itself wherever the reader is: read and written in UTC. */
export function formatDay(day: string): string {
  return formatDate(`${day}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
}
