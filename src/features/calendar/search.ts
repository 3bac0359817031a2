import { CALENDARS, CALENDAR_VIEWS, type CalendarName } from '@/api/contract/calendarValues'
import { date, oneOf, someOf, type Reader } from '@/lib/readers'
import { urlSearch, type SearchChange, type SearchOf } from '@/lib/urlSearch'

/**
 * The calendar app's address: /apps/calendar?view=week&date=2025-06-02&calendars=["Business"].
 * Each field is left out at its default (the month, today, every calendar), so a plain
 * /apps/calendar is this month with everything shown. Routes import this file, whose code lands
 * in the entry chunk: it holds the declarations and nothing else.
 */

const readSome = someOf(CALENDARS)

/**
 * The calendars whose events show. Absent: all of them (the default, kept out of the address).
 * A list, even an empty one (`calendars=[]`: none, which shows no events), is kept as given, its
 * unknown names dropped; a list that named only unknown calendars, or a value that is no list and no
 * calendar, falls back to all, as a mangled link should.
 */
export const readCalendars: Reader<CalendarName[]> = (value) => {
  if (value === undefined) return [...CALENDARS]
  if (Array.isArray(value) && value.length === 0) return []
  const chosen = readSome(value)
  return chosen.length > 0 ? chosen : [...CALENDARS]
}

export const calendarSearch = urlSearch(
  {
    view: oneOf(CALENDAR_VIEWS, 'month'),
    /** The day the view shows (YYYY-MM-DD); absent: today. */
    date: date(undefined),
    calendars: readCalendars,
  },
)

export type CalendarSearch = SearchOf<typeof calendarSearch>

export type CalendarSearchChange = SearchChange<CalendarSearch>
