/**
 * The calendar app's value lists, apart from its zod schemas (./calendar.ts) for the same reason as
 * ./values.ts: the calendar route reads them from the address in the entry chunk, without zod.
 */

/** The calendars an event belongs to, one each; the filters list them in this order. */
export const CALENDARS = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const
export type CalendarName = (typeof CALENDARS)[number]

/** The views of the calendar screen; the first is its default. */
export const CALENDAR_VIEWS = ['month', 'week', 'day', 'agenda'] as const
export type CalendarView = (typeof CALENDAR_VIEWS)[number]
