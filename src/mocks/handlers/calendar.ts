import * as calendarContract from '@/api/contract/calendar'
import { CalendarEvent } from '@/api/contract/calendar'
import { endpointsIn } from '@/api/contract/endpoint'
import { defineCollections } from '@/mocks/db'
import { copyCalendarEvent, seedCalendarEvents } from '@/mocks/db/calendarEvents'
import { implement } from './implement'

/** The calendar app's endpoints (src/api/contract/calendar.ts), over the `calendarEvents` collection. */
export const { calendarEvents } = defineCollections({
  calendarEvents: { row: 'event', schema: CalendarEvent, seed: seedCalendarEvents, copy: copyCalendarEvent },
})

/**
 * Whether an event is in the range [start, end) a view shows: it starts before the range ends, and
 * ends after it starts. An event that ends as it starts is a moment, in the range when it is.
 * Every time is stored and read as `toISOString()` writes it, so the texts compare as the times do.
 */
function overlaps(event: Readonly<CalendarEvent>, start: string | undefined, end: string | undefined): boolean {
  const startsBeforeEnd = end === undefined || event.start < end
  const endsAfterStart = start === undefined || event.end > start || event.start >= start
  return startsBeforeEnd && endsAfterStart
}

const byStart = (a: Readonly<CalendarEvent>, b: Readonly<CalendarEvent>) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id)

/** Reading needs `read Calendar`, any change `update Calendar`: the client role gets 403. */
export const handlers = implement(endpointsIn(calendarContract), {
  calendarEvents: ({ query: { calendars, start, end } }) => {
    const shown = new Set(calendars)
    return calendarEvents.filter((event) => shown.has(event.extendedProps.calendar) && overlaps(event, start, end)).sort(byStart)
  },

  addCalendarEvent: ({ body: { event } }) => calendarEvents.insert(event),

  // A replacement: every field is sent (or filled in by its default), so what is not sent is reset.
  updateCalendarEvent: ({ body: { event: { id, ...fields } } }) => {
    calendarEvents.require(id)
    return calendarEvents.update(id, fields)!
  },

  removeCalendarEvent: ({ query }) => {
    calendarEvents.remove(calendarEvents.require(query.id).id)
    return undefined
  },
})
