// @vitest-environment node
import { describe, expect, it } from 'vitest'
import dayjs from 'dayjs'
import type { CalendarEvent } from '@/api/contract/calendar'
import { movedEvent } from './calendarItems'

const local = (text: string) => dayjs(text).toDate()
const iso = (text: string) => dayjs(text).toDate().toISOString()

function event(start: string, end: string, allDay: boolean): CalendarEvent {
  return { id: 7, title: 'Offsite', start: iso(start), end: iso(end), allDay, url: '', extendedProps: { calendar: 'Business', guests: [], location: '', description: '' } }
}

describe('an event dragged', () => {
  it('in a month keeps being what it was, on its new days', () => {
    const allDay = event('2025-06-02', '2025-06-04', true)
    expect(movedEvent(allDay, local('2025-06-10'), local('2025-06-12'), 'month')).toMatchObject({ allDay: true, start: iso('2025-06-10'), end: iso('2025-06-12') })
    const timed = event('2025-06-02T09:00', '2025-06-02T10:00', false)
    expect(movedEvent(timed, local('2025-06-05T09:00'), local('2025-06-05T10:00'), 'month')).toMatchObject({ allDay: false, start: iso('2025-06-05T09:00') })
  })

  it('into the all-day row becomes all day, covering the days it touched', () => {
    const timed = event('2025-06-02T09:00', '2025-06-02T10:00', false)
    expect(movedEvent(timed, local('2025-06-03T09:00'), local('2025-06-03T10:00'), 'all-day row')).toMatchObject({
      allDay: true,
      start: iso('2025-06-03'),
      end: iso('2025-06-04'),
    })
  })

  it('among the hours becomes timed, an hour long if it was all day', () => {
    const allDay = event('2025-06-02', '2025-06-03', true)
    expect(movedEvent(allDay, local('2025-06-04T14:00'), local('2025-06-05T14:00'), 'hours')).toMatchObject({
      allDay: false,
      start: iso('2025-06-04T14:00'),
      end: iso('2025-06-04T15:00'),
    })
    const timed = event('2025-06-02T09:00', '2025-06-02T10:00', false)
    expect(movedEvent(timed, local('2025-06-02T11:00'), local('2025-06-02T13:30'), 'hours')).toMatchObject({ end: iso('2025-06-02T13:30') })
  })
})
