import { useMemo } from 'react'
import dayjs from 'dayjs'
import { z } from 'zod'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@/api'
import {
  CalendarName,
  EventGuest,
  eventTime,
  MAX_EVENT_DESCRIPTION_LENGTH,
  MAX_EVENT_GUESTS,
  MAX_EVENT_TEXT_LENGTH,
  type CalendarEvent,
  type CalendarEventInput,
} from '@/api/contract/calendar'
import { linkUrl, multilineText, text } from '@/api/contract/text'

/**
 * The event drawer's form: the contract's event (`CalendarEventInput`) laid flat, one field per
 * control, with the contract's rules and its English messages said again in the active language.
 * Start and end are date-times with the user's offset ("2025-06-02T09:00:00+02:00"); an all-day
 * event runs from the midnight of its first day to the midnight after its last, as the contract
 * stores it (the end picker shows the last day).
 */
export function useEventFormSchema() {
  const { t } = useLingui()
  return useMemo(() => {
    const moment = eventTime()
    const isMoment = (value: string) => moment.safeParse(value).success
    const link = linkUrl()
    return z
      .object({
        title: text(MAX_EVENT_TEXT_LENGTH, { trim: true }).min(1, t`Enter a title`),
        calendar: CalendarName,
        start: z.string().refine(isMoment, t`Enter a date and time`),
        end: z.string().refine(isMoment, t`Enter a date and time`),
        allDay: z.boolean(),
        url: z
          .string()
          .trim()
          .refine((value) => link.safeParse(value).success, t`Enter an address starting with https://, or leave it empty`),
        guests: z
          .array(EventGuest)
          .max(MAX_EVENT_GUESTS, plural(MAX_EVENT_GUESTS, { one: 'Invite at most # guest', other: 'Invite at most # guests' })),
        location: text(MAX_EVENT_TEXT_LENGTH, { trim: true }),
        description: multilineText(MAX_EVENT_DESCRIPTION_LENGTH),
      })
      .superRefine(
        ({ start, end, allDay }, ctx) => {
          if (!isMoment(start) || !isMoment(end)) return
          const [from, to] = [new Date(start).getTime(), new Date(end).getTime()]
          // An all-day event covers its first day at least: its end (the midnight after its last day) comes after its start.
          if (to < from || (allDay && to === from)) {
            ctx.addIssue({ code: 'custom', path: ['end'], message: t`The end must not be before the start`, input: end })
          }
        },
        { when: () => true },
      )
  }, [t])
}

export type EventFormSchema = ReturnType<typeof useEventFormSchema>
export type EventFormValues = z.input<EventFormSchema>

/** A time as the form holds it: a date-time with the user's offset. */
const written = (moment: Date | string) => dayjs(moment).format()

/** The form of an event being edited. */
export function valuesOfEvent(event: CalendarEvent): EventFormValues {
  const { title, start, end, allDay, url, extendedProps } = event
  return { title, start: written(start), end: written(end), allDay, url, ...extendedProps, guests: [...extendedProps.guests] }
}

/** The form of a new event, from the day or the times chosen on the calendar. */
export function valuesOfSlot({ start, end, allDay }: { start: Date; end: Date; allDay: boolean }): EventFormValues {
  const from = allDay ? dayjs(start).startOf('day') : dayjs(start)
  const to = allDay && !dayjs(end).isAfter(from) ? from.add(1, 'day') : dayjs(end)
  return { title: '', calendar: 'Business', start: from.format(), end: to.format(), allDay, url: '', guests: [], location: '', description: '' }
}

/** The times when All day is turned on (the whole days they touch) or off (its first hour). */
export function switchAllDay(values: Pick<EventFormValues, 'start' | 'end'>, allDay: boolean): Pick<EventFormValues, 'start' | 'end'> {
  const start = dayjs(values.start)
  const end = dayjs(values.end)
  if (!start.isValid()) return values
  if (!allDay) {
    const from = start.hour(9).minute(0).second(0)
    return { start: from.format(), end: from.add(1, 'hour').format() }
  }
  const first = start.startOf('day')
  // The midnight after the last day touched; at least the day after the first.
  const afterLast = end.isValid() ? (end.isSame(end.startOf('day')) ? end : end.startOf('day').add(1, 'day')) : first.add(1, 'day')
  return { start: first.format(), end: (afterLast.isAfter(first) ? afterLast : first.add(1, 'day')).format() }
}

/** The call's event from the form's checked values. */
export function inputOf(values: z.output<EventFormSchema>): CalendarEventInput {
  const { title, start, end, allDay, url, calendar, guests, location, description } = values
  return { title, start, end, allDay, url, extendedProps: { calendar, guests, location, description } }
}

/**
 * The back end names a refused field by its place in the call (`event.title`,
 * `event.extendedProps.location`); the form knows it by its own name (`title`, `location`). The
 * error with its fields renamed so, for the form kit to put each message under its field.
 */
export function formErrorOf(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  const body = error.body as { error?: unknown } | null
  if (!body?.error || typeof body.error !== 'object') return error
  const fields = Object.entries(body.error).map(([path, messages]) => [path.replace(/^event\./, '').replace(/^extendedProps\./, ''), messages])
  return new ApiError(error.endpoint, error.status, { ...body, error: Object.fromEntries(fields) })
}
