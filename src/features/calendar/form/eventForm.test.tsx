import { describe, expect, it } from 'vitest'
import dayjs from 'dayjs'
import { renderHook } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { ApiError, fieldErrors } from '@/api'
import type { CalendarEvent } from '@/api/contract/calendar'
import { formErrorOf, inputOf, switchAllDay, useEventFormSchema, valuesOfEvent, valuesOfSlot, type EventFormValues } from './eventForm'

function schema() {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>
  return renderHook(() => useEventFormSchema(), { wrapper }).result.current
}

const local = (text: string) => dayjs(text).toDate()
const at = (text: string) => dayjs(text).format()

function values(patch: Partial<EventFormValues> = {}): EventFormValues {
  return { ...valuesOfSlot({ start: local('2025-06-02T09:00'), end: local('2025-06-02T10:00'), allDay: false }), title: 'Retro', ...patch }
}

/** The fields a check refuses, with their messages. */
function refusals(form: EventFormValues): Record<string, string> {
  const result = schema().safeParse(form)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the event form', () => {
  it('takes a titled event with its times', () => {
    expect(refusals(values())).toEqual({})
  })

  it('says what is missing or wrong, on the field it is about', () => {
    expect(refusals(values({ title: '   ' }))).toEqual({ title: 'Enter a title' })
    expect(refusals(values({ url: 'javascript:alert(1)' }))).toEqual({ url: 'Enter an address starting with https://, or leave it empty' })
    expect(refusals(values({ start: '' }))).toEqual({ start: 'Enter a date and time' })
  })

  it('refuses an end before the start, on the end field', () => {
    expect(refusals(values({ start: at('2025-06-02T10:00'), end: at('2025-06-02T09:00') }))).toEqual({ end: 'The end must not be before the start' })
    // Both wrong at once: the end is still checked against the start.
    expect(refusals(values({ title: '', start: at('2025-06-02T10:00'), end: at('2025-06-02T09:00') }))).toEqual({
      title: 'Enter a title',
      end: 'The end must not be before the start',
    })
  })

  it('needs an all-day event to cover one day at least', () => {
    const day = at('2025-06-02T00:00')
    expect(refusals(values({ allDay: true, start: day, end: day }))).toEqual({ end: 'The end must not be before the start' })
    expect(refusals(values({ allDay: true, start: day, end: at('2025-06-03T00:00') }))).toEqual({})
  })

  it('starts from a day clicked in a month as one whole day, and from a time slot as its times', () => {
    expect(valuesOfSlot({ start: local('2025-06-05'), end: local('2025-06-06'), allDay: true })).toMatchObject({
      allDay: true,
      start: at('2025-06-05T00:00'),
      end: at('2025-06-06T00:00'),
      calendar: 'Business',
    })
    expect(valuesOfSlot({ start: local('2025-06-05T14:00'), end: local('2025-06-05T14:30'), allDay: false })).toMatchObject({
      allDay: false,
      start: at('2025-06-05T14:00'),
      end: at('2025-06-05T14:30'),
    })
  })

  it('turns All day on to the whole days the times touch, and off to a first hour', () => {
    expect(switchAllDay({ start: at('2025-06-02T09:00'), end: at('2025-06-03T11:00') }, true)).toEqual({ start: at('2025-06-02T00:00'), end: at('2025-06-04T00:00') })
    expect(switchAllDay({ start: at('2025-06-02T09:00'), end: at('2025-06-02T09:00') }, true)).toEqual({ start: at('2025-06-02T00:00'), end: at('2025-06-03T00:00') })
    expect(switchAllDay({ start: at('2025-06-02T00:00'), end: at('2025-06-03T00:00') }, false)).toEqual({ start: at('2025-06-02T09:00'), end: at('2025-06-02T10:00') })
  })

  it('edits an event as it is, and sends it in the contract’s shape', () => {
    const event: CalendarEvent = {
      id: 4,
      title: 'Yoga',
      start: '2025-06-02T12:00:00.000Z',
      end: '2025-06-02T13:00:00.000Z',
      allDay: false,
      url: '',
      extendedProps: { calendar: 'Personal', guests: [{ fullName: 'Rena Brant', avatar: '' }], location: 'Studio', description: '' },
    }
    const form = valuesOfEvent(event)
    expect(new Date(form.start).toISOString()).toBe(event.start)
    const checked = schema().parse(form)
    expect(inputOf(checked)).toEqual({
      title: 'Yoga',
      start: form.start,
      end: form.end,
      allDay: false,
      url: '',
      extendedProps: { calendar: 'Personal', guests: [{ fullName: 'Rena Brant', avatar: '' }], location: 'Studio', description: '' },
    })
  })

  it('puts the back end’s refusals under the form’s own fields', () => {
    const refused = new ApiError('POST /apps/calendar/add-event', 400, {
      error: { 'event.title': ['Enter a title'], 'event.extendedProps.location': ['Too long'], 'event.extendedProps.guests.0.fullName': ['Too short'] },
    })
    expect(fieldErrors(formErrorOf(refused))).toEqual({ title: 'Enter a title', location: 'Too long', 'guests.0.fullName': 'Too short' })
    const offline = new TypeError('Failed to fetch')
    expect(formErrorOf(offline)).toBe(offline)
  })
})
