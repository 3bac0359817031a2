// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { CALENDARS } from '@/api/contract/calendarValues'
import { calendarSearch, readCalendars } from './search'

// The router hands validateSearch whatever the address holds; so do these tests.
const read = (search: Record<string, unknown>) => calendarSearch.route.validateSearch(search as never)

describe('the calendar address', () => {
  it('is this month with every calendar when nothing is given, and leaves those defaults out', () => {
    expect(calendarSearch.defaults).toEqual({ view: 'month', calendars: [...CALENDARS] })
    expect(read({})).toEqual({ view: 'month', calendars: [...CALENDARS] })
  })

  it('reads a view, a day and calendars, and drops what is not one', () => {
    expect(read({ view: 'week', date: '2025-06-02', calendars: ['Holiday', 'Business'] })).toEqual({
      view: 'week',
      date: '2025-06-02',
      // In the contract's order, whatever order they were chosen in: one choice, one address.
      calendars: ['Business', 'Holiday'],
    })
    expect(read({ view: 'year', date: '2025-02-30' })).toEqual({ view: 'month', calendars: [...CALENDARS] })
    expect(read({ date: '2025-06-02T10:00' })).toEqual({ view: 'month', calendars: [...CALENDARS] })
  })

  it('keeps "no calendar" as an empty list, which is not the default', () => {
    expect(readCalendars([])).toEqual([])
    expect(calendarSearch.apply(calendarSearch.defaults, { calendars: [] })).toEqual({ view: 'month', calendars: [] })
  })

  it('reads one name as a list of one, and falls back to all for names it does not know', () => {
    expect(readCalendars('Family')).toEqual(['Family'])
    expect(readCalendars(['Family', 'Work'])).toEqual(['Family'])
    expect(readCalendars(['Work'])).toEqual([...CALENDARS])
    expect(readCalendars('nope')).toEqual([...CALENDARS])
    expect(readCalendars({ Family: true })).toEqual([...CALENDARS])
  })

  it('drops a day set back to undefined (today)', () => {
    expect(calendarSearch.apply({ view: 'day', date: '2025-06-02', calendars: ['ETC'] }, { date: undefined })).toEqual({ view: 'day', calendars: ['ETC'] })
  })
})
