import type { QueryClient } from '@tanstack/react-query'
import type { CalendarEvent } from '@/api/contract/calendar'
import { calendarKeys, type EventsQuery } from './queries'

/**
 * How a change to one event shows in every view already in the cache, before the back end answers:
 * each cached list is one range and choice of calendars, and holds the event exactly when the back end
 * would list it there. The rule is the contract's (`calendarEvents`): the event starts before the
 * range ends and ends after it starts; an event that ends as it starts is in the range it starts in.
 * Times compare as text: the contract and the app both write them as `toISOString()` does.
 */
export function overlaps(event: Pick<CalendarEvent, 'start' | 'end'>, start: string, end: string): boolean {
  return event.start < end && (event.end > start || event.start >= start)
}

/** Whether the list asked by `query` holds `event`. */
export function listedIn(event: CalendarEvent, query: EventsQuery): boolean {
  return query.calendars.includes(event.extendedProps.calendar) && overlaps(event, query.start, query.end)
}

const byStart = (a: CalendarEvent, b: CalendarEvent) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id)

/** `events` with `event` as it now is: replaced, added, or gone if it left the range or the calendars; ordered by start. */
export function placeEvent(events: readonly CalendarEvent[], query: EventsQuery, event: CalendarEvent): CalendarEvent[] {
  const others = events.filter((candidate) => candidate.id !== event.id)
  return listedIn(event, query) ? [...others, event].sort(byStart) : others
}

/** Every cached list of events, with the query it answers. */
function cachedLists(cache: QueryClient): [readonly unknown[], CalendarEvent[], EventsQuery][] {
  return cache
    .getQueriesData<CalendarEvent[]>({ queryKey: calendarKeys.events.prefix() })
    .flatMap(([key, events]) => (events ? [[key, events, key[2] as EventsQuery] as [readonly unknown[], CalendarEvent[], EventsQuery]] : []))
}

/** Writes `event` as it now is into every cached view. */
export function writeEvent(cache: QueryClient, event: CalendarEvent): void {
  for (const [key, events, query] of cachedLists(cache)) cache.setQueryData(key, placeEvent(events, query, event))
}

/** Takes the event `id` out of every cached view. */
export function forgetEvent(cache: QueryClient, id: number): void {
  for (const [key, events] of cachedLists(cache)) {
    if (events.some((event) => event.id === id)) cache.setQueryData(key, events.filter((event) => event.id !== id))
  }
}
