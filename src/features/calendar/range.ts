import dayjs from 'dayjs'
import type { CalendarView } from '@/api/contract/calendarValues'

/**
 * The days each view shows, in the user's own time zone, so the screen asks the back end for those
 * and no more. The calendar's grid (./view/localizer.ts) counts its days with these same functions,
 * so what is fetched and what is drawn cannot drift apart.
 */

/** How many days the agenda lists from its day on (react-big-calendar's `length`). */
export const AGENDA_DAYS = 30

/** 0 for Sunday, 1 for Monday: the first day of the week in the active language (dayjs's locale, loaded with it). */
export function weekStartDay(): number {
  const locale = dayjs.Ls[dayjs.locale()] as { weekStart?: number } | undefined
  return locale?.weekStart ?? 0
}

/** The first day of the week `date` is in, at midnight. */
export function startOfWeek(date: Date, weekStart: number): Date {
  const day = dayjs(date).startOf('day')
  return day.subtract((day.day() - weekStart + 7) % 7, 'day').toDate()
}

/** The first day a month view of `date` shows: the start of the week its month begins in. */
export function firstVisibleDay(date: Date, weekStart: number): Date {
  return startOfWeek(dayjs(date).startOf('month').toDate(), weekStart)
}

/** The last day a month view of `date` shows, at midnight: the end of the week its month ends in. */
export function lastVisibleDay(date: Date, weekStart: number): Date {
  return dayjs(startOfWeek(dayjs(date).endOf('month').toDate(), weekStart)).add(6, 'day').toDate()
}

/** Every day a month view of `date` shows, whole weeks from `firstVisibleDay` to `lastVisibleDay`. */
export function visibleDays(date: Date, weekStart: number): Date[] {
  const days: Date[] = []
  const last = dayjs(lastVisibleDay(date, weekStart))
  for (let day = dayjs(firstVisibleDay(date, weekStart)); !day.isAfter(last); day = day.add(1, 'day')) days.push(day.toDate())
  return days
}

/** A span of time, its end not included. */
export interface TimeRange {
  start: Date
  end: Date
}

/** What `view` shows around `date`: from the midnight it starts at to the midnight after its last day. */
export function visibleRange(view: CalendarView, date: Date, weekStart: number): TimeRange {
  const day = dayjs(date).startOf('day')
  switch (view) {
    case 'month':
      return { start: firstVisibleDay(date, weekStart), end: dayjs(lastVisibleDay(date, weekStart)).add(1, 'day').toDate() }
    case 'week': {
      const start = startOfWeek(date, weekStart)
      return { start, end: dayjs(start).add(7, 'day').toDate() }
    }
    case 'day':
      return { start: day.toDate(), end: day.add(1, 'day').toDate() }
    case 'agenda':
      // The agenda lists its day and the AGENDA_DAYS after it.
      return { start: day.toDate(), end: day.add(AGENDA_DAYS + 1, 'day').toDate() }
  }
}

/** A day as the address writes it (YYYY-MM-DD), in the user's own calendar. */
export function dayText(date: Date): string {
  return dayjs(date).format('YYYY-MM-DD')
}

/** The day an address names, at local midnight (dayjs reads 'YYYY-MM-DD' as a local day); today without one. */
export function dayOf(text: string | undefined, now: Date = new Date()): Date {
  return text === undefined ? dayjs(now).startOf('day').toDate() : dayjs(text).startOf('day').toDate()
}

/**
 * The title of what a view shows, in `locale`: "June 2025", "June 1 – 7, 2025", "Monday, June 2, 2025".
 * The week and the agenda name their first and last day, written as the language writes a span.
 */
export function rangeTitle(view: CalendarView, date: Date, range: TimeRange, locale: string): string {
  const lastDay = dayjs(range.end).subtract(1, 'day').toDate()
  switch (view) {
    case 'month':
      return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date)
    case 'week':
      return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).formatRange(range.start, lastDay)
    case 'day':
      return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date)
    case 'agenda':
      return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(range.start, lastDay)
  }
}
