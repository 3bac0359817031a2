import { z } from 'zod'
import { CALENDARS } from './calendarValues'
import { domainEndpoint } from './endpoint'
import { NOT_FOUND } from './errors'
import { Id, IdParam } from './numbers'
import { imageUrl, linkUrl, multilineText, personName, text } from './text'

// Every call acts on the subject the calendar route guards with: a GET needs `read Calendar`, a write `update Calendar`.
const endpoint = domainEndpoint('Calendar')

// ---- Entities ----

export const CalendarName = z.enum(CALENDARS)
export type CalendarName = z.infer<typeof CalendarName>

/** Someone invited to an event: a person of the users app, by name and picture ('' for none). */
export const EventGuest = z.object({ fullName: z.string(), avatar: z.string() })
export type EventGuest = z.infer<typeof EventGuest>

/**
 * An event, in the shape calendar libraries use: what only this app reads is in `extendedProps`.
 * `start` and `end` are ISO 8601 date-times in UTC; an all-day event runs from the start of its first
 * day to the start of the day after its last, as the screen that wrote it counted days.
 */
export const CalendarEvent = z
  .object({
    id: Id,
    title: z.string(),
    start: z.iso.datetime(),
    end: z.iso.datetime(),
    allDay: z.boolean(),
    /** A link about the event, '' for none. */
    url: z.string(),
    extendedProps: z.object({
      calendar: CalendarName,
      guests: z.array(EventGuest),
      location: z.string(),
      description: z.string(),
    }),
  })
  .meta({ id: 'CalendarEvent' })
export type CalendarEvent = z.infer<typeof CalendarEvent>

// ---- Inputs ----

/** The longest title or location of an event. */
export const MAX_EVENT_TEXT_LENGTH = 200
/** The longest description of an event. */
export const MAX_EVENT_DESCRIPTION_LENGTH = 10_000
/** The most guests of one event. */
export const MAX_EVENT_GUESTS = 100
/** The longest date-time a client sends ('2026-11-25T09:30:00.000+05:30' is 29). */
const MAX_DATE_TIME_LENGTH = 40

/**
 * A moment as a client sends it: a date-time with its offset or Z, or a day (YYYY-MM-DD, its start in
 * UTC). Stored and answered as an ISO date-time in UTC.
 */
export function eventTime() {
  return text(MAX_DATE_TIME_LENGTH, { trim: true })
    .refine((value) => z.iso.datetime({ offset: true }).safeParse(value).success || z.iso.date().safeParse(value).success, {
      message: 'Expected an ISO 8601 date-time with its offset (2026-11-25T09:30:00Z) or a day (2026-11-25)',
    })
    // An offset can move the first or last hours of the years 0000 and 9999 out of the four-digit years an answer's date-time has.
    .refine((value) => Number.isNaN(Date.parse(value)) || /^\d{4}-/.test(new Date(value).toISOString()), {
      message: 'Expected a moment in the years 0000 to 9999 (UTC)',
    })
    .transform((value) => new Date(value).toISOString())
}

// A guest as sent: a name and picture, or just a name (calendar libraries often keep guests as strings).
const GuestInput = z.preprocess(
  (guest) => (typeof guest === 'string' ? { fullName: guest } : guest),
  z.object({ fullName: personName().min(1), avatar: imageUrl({ blank: true }).default('') }),
)

/**
 * An event as a client writes it. Only the title and start are needed: no end is an event that ends as it
 * starts, no calendar is ETC. An end before the start is a 400 naming `end`.
 */
const eventFields = z.object({
  title: text(MAX_EVENT_TEXT_LENGTH, { trim: true }).min(1, 'Enter a title'),
  start: eventTime(),
  end: eventTime().optional(),
  allDay: z.boolean().default(false),
  url: linkUrl().default(''),
  extendedProps: z
    .object({
      calendar: CalendarName.default('ETC'),
      guests: z.array(GuestInput).max(MAX_EVENT_GUESTS).default([]),
      location: text(MAX_EVENT_TEXT_LENGTH, { trim: true }).default(''),
      description: multilineText(MAX_EVENT_DESCRIPTION_LENGTH).default(''),
    })
    .default({ calendar: 'ETC', guests: [], location: '', description: '' }),
})

/** An event's fields, its end filled in (the start when none is sent) and not before its start. */
function timed<S extends typeof eventFields>(fields: S) {
  return fields
    .transform((event) => ({ ...event, end: event.end ?? event.start }))
    .refine((event) => event.end >= event.start, { message: 'The end must not be before the start', path: ['end'] })
}

export const CalendarEventInput = timed(eventFields)
export type CalendarEventInput = z.input<typeof CalendarEventInput>

/**
 * A list of calendar names as a query string carries it, read liberally: `calendars=Business&calendars=Holiday`,
 * `calendars[]=Business&calendars[]=Holiday` and `calendars=Business,Holiday` are one list.
 */
const calendarList = z.preprocess(
  (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((item) => (typeof item === 'string' ? item.split(',') : [item])).filter((item) => item !== ''),
  z.array(CalendarName).max(CALENDARS.length * 4),
)

/** Which events a view shows. No calendars (none given, or an empty list) is no events. */
export const CalendarEventsQuery = z.object({
  calendars: calendarList,
  /** With end: only events overlapping [start, end), the range a view shows. */
  start: eventTime().optional(),
  end: eventTime().optional(),
})
export type CalendarEventsQuery = z.input<typeof CalendarEventsQuery>

// An id as calendar libraries send it back: a number, or the same number as a string ('12').
const EventId = IdParam

// ---- Endpoints ----

export const calendarEvents = endpoint({
  method: 'GET',
  path: '/apps/calendar/events',
  description:
    'The events of the given calendars (calendars=A&calendars=B, calendars[]=A or calendars=A,B; none given: no events), ordered by start; ' +
    'with start and/or end, only those overlapping that range.',
  query: CalendarEventsQuery,
  response: z.array(CalendarEvent),
})

export const addCalendarEvent = endpoint({
  method: 'POST',
  path: '/apps/calendar/add-event',
  description: 'Adds an event; answers it with its id. A blank title is a 400 naming it, an end before the start one naming end.',
  status: 201,
  body: z.object({ event: CalendarEventInput }),
  response: CalendarEvent,
})

export const updateCalendarEvent = endpoint({
  method: 'POST',
  path: '/apps/calendar/update-event',
  description: 'Replaces an event with the one sent (its id, a number or a numeric string, names it); answers it. Unknown id: 404.',
  body: z.object({ event: timed(eventFields.extend({ id: EventId })) }),
  response: CalendarEvent,
  errors: NOT_FOUND,
})

export const removeCalendarEvent = endpoint({
  method: 'DELETE',
  path: '/apps/calendar/remove-event',
  description: 'Removes an event (204), id in the query or a JSON body (a number or a numeric string). Unknown id: 404.',
  status: 204,
  query: z.object({ id: EventId }),
  response: z.undefined(),
  errors: NOT_FOUND,
})
