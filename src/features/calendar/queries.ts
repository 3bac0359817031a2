import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '@/api'
import { calendarEvents, type CalendarEvent } from '@/api/contract/calendar'
import type { CalendarName } from '@/api/contract/calendarValues'
import { usersAllData } from '@/api/contract/users'
import { loadByCause, type LoadCause } from '@/lib/loadByCause'
import { queryKeys } from '@/lib/queryKeys'
import { dayOf, visibleRange, weekStartDay } from './range'
import type { CalendarSearch } from './search'

/** What one view asks for: the events of these calendars overlapping [start, end) (ISO date-times in UTC). */
export interface EventsQuery {
  calendars: CalendarName[]
  start: string
  end: string
}

/** Keys of the calendar app: the events of each range and choice of calendars seen, and the people who may be invited. */
export const calendarKeys = queryKeys('calendar', {
  events: (query: EventsQuery) => [query],
  guests: () => [],
})

/** The call a view makes: the days it shows (the week starting as the active language starts it), of the chosen calendars. */
export function eventsQuery({ view, date, calendars }: CalendarSearch, weekStart = weekStartDay()): EventsQuery {
  const { start, end } = visibleRange(view, dayOf(date), weekStart)
  return { calendars, start: start.toISOString(), end: end.toISOString() }
}

export const calendarQueries = {
  /** The events a view shows; with no calendar chosen there is nothing to ask for. */
  events: (query: EventsQuery) =>
    queryOptions({
      queryKey: calendarKeys.events(query),
      queryFn: ({ signal }): Promise<CalendarEvent[]> =>
        query.calendars.length === 0 ? Promise.resolve([]) : api(calendarEvents, { query, signal }),
    }),
  /** Everyone in the users app, as an event's guests are written: a name and a picture. */
  guests: () =>
    queryOptions({
      queryKey: calendarKeys.guests(),
      queryFn: async ({ signal }) => (await api(usersAllData, { signal })).map(({ fullName, avatar }) => ({ fullName, avatar })),
      staleTime: 5 * 60_000,
    }),
}

/** The route's loader: the events of the view the address asks for. */
export function loadCalendar(queryClient: QueryClient, search: CalendarSearch, cause: LoadCause): Promise<void> {
  return loadByCause(queryClient, cause, [calendarQueries.events(eventsQuery(search))])
}
