import { useMemo } from 'react'
import dayjs from 'dayjs'
import { dayjsLocalizer, type Formats, type Messages } from 'react-big-calendar'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { firstVisibleDay, lastVisibleDay, visibleDays, weekStartDay } from '../range'
import type { CalendarItem } from './calendarItems'

/**
 * react-big-calendar's dates through dayjs, the app's date library. Day and month names and the
 * date formats follow the calendar's `culture` (the active language); the first day of the week
 * follows dayjs's global locale, which the app switches with the language (src/i18n/i18n.ts).
 *
 * The month grid counts its days with ../range.ts, as the fetch does: the same days are asked for and
 * drawn, and the grid starts on the language's first weekday in every year (the dayjs localizer's own
 * count starts leap years' months on a Monday whatever the language).
 */
export const localizer = Object.assign(dayjsLocalizer(dayjs), {
  firstVisibleDay: (date: Date) => firstVisibleDay(date, weekStartDay()),
  lastVisibleDay: (date: Date) => lastVisibleDay(date, weekStartDay()),
  visibleDays: (date: Date) => visibleDays(date, weekStartDay()),
})

/**
 * The grid's formats (dayjs tokens, written in the active language): a month's day as "2", a week's
 * column as "Mon 2", times as the language writes them ("9:00 AM", "09:00"). The toolbar titles
 * itself (./CalendarToolbar.tsx), so the header formats are not used.
 */
export const formats: Formats = {
  dateFormat: 'D',
  dayFormat: 'ddd D',
  weekdayFormat: 'ddd',
  timeGutterFormat: 'LT',
  agendaDateFormat: 'ddd ll',
  agendaTimeFormat: 'LT',
}

/** The grid's own words (the agenda's headings, "All day", "+2 more"...) in the active language. */
export function useCalendarMessages(): Messages<CalendarItem> {
  const { t } = useLingui()
  return useMemo(
    () => ({
      date: t`Date`,
      time: t`Time`,
      event: t`Event`,
      allDay: t`All day`,
      week: t`Week`,
      work_week: t`Work week`,
      day: t`Day`,
      month: t`Month`,
      previous: t`Previous`,
      next: t`Next`,
      yesterday: t`Yesterday`,
      tomorrow: t`Tomorrow`,
      today: t`Today`,
      agenda: t`List`,
      noEventsInRange: t`There are no events in these days.`,
      showMore: (count: number) => plural(count, { one: '+# more', other: '+# more' }),
    }),
    [t],
  )
}
