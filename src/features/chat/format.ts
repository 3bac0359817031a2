import { t } from '@lingui/core/macro'
import { formatDate } from '@/i18n/format'
import { localDay, relativeDay } from './messageGroups'

/** A message's time of day, in the active language ("14:05", "2:05 PM"). */
export function formatMessageTime(iso: string): string {
  return formatDate(iso, { timeStyle: 'short' })
}

/** The time beside a chat in the list: the time today, "Yesterday", else the date (with the year when it is not this one). */
export function formatListTime(iso: string, now = new Date()): string {
  const time = new Date(iso)
  const when = relativeDay(localDay(time), localDay(now))
  if (when === 'today') return formatMessageTime(iso)
  if (when === 'yesterday') return t`Yesterday`
  if (time.getFullYear() === now.getFullYear()) return formatDate(time, { day: 'numeric', month: 'short' })
  return formatDate(time, { dateStyle: 'medium' })
}

/** A day's heading in the thread ('YYYY-MM-DD'): "Today", "Yesterday", else the date in full. */
export function formatDayHeading(day: string, now = new Date()): string {
  const when = relativeDay(day, localDay(now))
  if (when === 'today') return t`Today`
  if (when === 'yesterday') return t`Yesterday`
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const noon = new Date(year, month - 1, date, 12)
  return formatDate(noon, noon.getFullYear() === now.getFullYear() ? { weekday: 'long', day: 'numeric', month: 'long' } : { dateStyle: 'long' })
}
