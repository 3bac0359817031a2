// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import type { CalendarEvent } from '@/api/contract/calendar'
import { forgetEvent, overlaps, placeEvent, writeEvent } from './cache'
import { calendarKeys, type EventsQuery } from './queries'

function event(id: number, start: string, end: string, calendar: CalendarEvent['extendedProps']['calendar'] = 'Business'): CalendarEvent {
  return { id, title: `Event ${id}`, start, end, allDay: false, url: '', extendedProps: { calendar, guests: [], location: '', description: '' } }
}

const june: EventsQuery = { calendars: ['Business', 'Family'], start: '2025-06-01T00:00:00.000Z', end: '2025-07-06T00:00:00.000Z' }
const week: EventsQuery = { calendars: ['Business'], start: '2025-06-08T00:00:00.000Z', end: '2025-06-15T00:00:00.000Z' }

describe('whether a list holds an event', () => {
  it('holds what starts before the range ends and ends after it starts, and a moment within it', () => {
    expect(overlaps(event(1, '2025-05-31T22:00:00.000Z', '2025-06-01T01:00:00.000Z'), june.start, june.end)).toBe(true)
    expect(overlaps(event(1, '2025-05-31T22:00:00.000Z', '2025-06-01T00:00:00.000Z'), june.start, june.end)).toBe(false)
    expect(overlaps(event(1, '2025-07-06T00:00:00.000Z', '2025-07-06T02:00:00.000Z'), june.start, june.end)).toBe(false)
    expect(overlaps(event(1, '2025-06-01T00:00:00.000Z', '2025-06-01T00:00:00.000Z'), june.start, june.end)).toBe(true)
  })
})

describe('an event changed before the back end answers', () => {
  const first = event(1, '2025-06-02T09:00:00.000Z', '2025-06-02T10:00:00.000Z')
  const second = event(2, '2025-06-03T09:00:00.000Z', '2025-06-03T10:00:00.000Z')
  const third = event(3, '2025-06-10T09:00:00.000Z', '2025-06-10T10:00:00.000Z')

  it('moves within a list, which stays in order of start', () => {
    const moved = { ...first, start: '2025-06-04T09:00:00.000Z', end: '2025-06-04T10:00:00.000Z' }
    expect(placeEvent([first, second], june, moved).map(({ id, start }) => [id, start])).toEqual([
      [2, '2025-06-03T09:00:00.000Z'],
      [1, '2025-06-04T09:00:00.000Z'],
    ])
  })

  it('leaves a list whose range or calendars it left, and joins one it came into', () => {
    const toJuly = { ...first, start: '2025-07-10T09:00:00.000Z', end: '2025-07-10T10:00:00.000Z' }
    expect(placeEvent([first, second], june, toJuly)).toEqual([second])
    const personal = { ...second, extendedProps: { ...second.extendedProps, calendar: 'Personal' as const } }
    expect(placeEvent([first, second], june, personal)).toEqual([first])
    const intoWeek = { ...first, start: '2025-06-09T09:00:00.000Z', end: '2025-06-09T10:00:00.000Z' }
    expect(placeEvent([third], week, intoWeek)).toEqual([intoWeek, third])
  })

  it('is written into every cached view, and taken out of them all when deleted', () => {
    const cache = new QueryClient()
    cache.setQueryData(calendarKeys.events(june), [first, second, third])
    cache.setQueryData(calendarKeys.events(week), [third])
    // A list that has not arrived yet is left to its fetch.
    cache.setQueryData(calendarKeys.events({ ...week, calendars: ['Family'] }), undefined)

    const moved = { ...first, start: '2025-06-11T08:00:00.000Z', end: '2025-06-11T09:00:00.000Z' }
    writeEvent(cache, moved)
    expect(cache.getQueryData<CalendarEvent[]>(calendarKeys.events(june))?.map(({ id }) => id)).toEqual([2, 3, 1])
    expect(cache.getQueryData<CalendarEvent[]>(calendarKeys.events(week))).toEqual([third, moved])
    expect(cache.getQueryData(calendarKeys.events({ ...week, calendars: ['Family'] }))).toBeUndefined()

    forgetEvent(cache, 3)
    expect(cache.getQueryData<CalendarEvent[]>(calendarKeys.events(june))?.map(({ id }) => id)).toEqual([2, 1])
    expect(cache.getQueryData<CalendarEvent[]>(calendarKeys.events(week))).toEqual([moved])
  })
})
