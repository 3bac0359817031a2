/**
 * A task's due day said relative to today, in the active language ("tomorrow", "in 3 days",
 * "2 weeks ago", "demain", "vor 2 Wochen"), with Intl.RelativeTimeFormat. Days are calendar days in
 * the user's time zone: a task due today is "today" from morning to midnight.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** The local calendar day of `YYYY-MM-DD`, at midnight. */
function localDay(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return new Date(year, month - 1, day)
}

/** Whole calendar days from `today` to the due day: 0 today, 1 tomorrow, -2 the day before yesterday. */
export function daysUntil(dueDate: string, today: Date = new Date()): number {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  // Rounded: a day across a daylight saving change is 23 or 25 hours long.
  return Math.round((localDay(dueDate).getTime() - start.getTime()) / DAY_MS)
}

/** The unit a distance of `days` reads best in, and how many of it. */
function inUnit(days: number): [number, Intl.RelativeTimeFormatUnit] {
  const size = Math.abs(days)
  if (size < 7) return [days, 'day']
  if (size < 28) return [Math.round(days / 7), 'week']
  if (size < 365) return [Math.round(days / 30.44), 'month']
  return [Math.round(days / 365.25), 'year']
}

/** "today", "tomorrow", "in 3 days", "last week", "in 2 months" in `locale`. */
export function relativeDueLabel(dueDate: string, locale: string, today: Date = new Date()): string {
  const [value, unit] = inUnit(daysUntil(dueDate, today))
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit)
}

/** The due day written out in `locale` ("Jun 5, 2025"), for the tooltip beside the relative label. */
export function fullDueLabel(dueDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(localDay(dueDate))
}

/** Due before today and not done yet. */
export function isOverdue(task: { dueDate: string | null; isCompleted: boolean }, today: Date = new Date()): boolean {
  return task.dueDate !== null && !task.isCompleted && daysUntil(task.dueDate, today) < 0
}
