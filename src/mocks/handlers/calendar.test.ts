// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  CalendarEvent,
  addCalendarEvent,
  calendarEvents,
  removeCalendarEvent,
  updateCalendarEvent,
  type CalendarEventInput,
  type CalendarEventsQuery,
} from '@/api/contract'
import { CALENDARS, type CalendarName } from '@/api/contract/calendarValues'
import { mockControl } from '@/mocks/control'
import { CALENDAR_EVENT_COUNT, seedCalendarEvents } from '@/mocks/db/calendarEvents'
import { addDays, TEST_DAY } from '@/mocks/db/clock'
import { seedUsers } from '@/mocks/db/users'
import { call, callEndpoint, expectSuccess, setupMockBackend, signIn } from '@/mocks/testing'

setupMockBackend()

// TEST_DAY (2025-06-02) is a Monday: its week runs to 2025-06-09.
const seed = seedCalendarEvents(TEST_DAY)
const byStart = (a: CalendarEvent, b: CalendarEvent) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id)
const inCalendars = (...names: CalendarName[]) => seed.filter((event) => names.includes(event.extendedProps.calendar)).sort(byStart)
const titles = (events: readonly CalendarEvent[]) => events.map((event) => event.title)
const list = (query: CalendarEventsQuery) => expectSuccess(calendarEvents, { query })
const everything = () => list({ calendars: [...CALENDARS] })
const errorFields = (body: unknown) => Object.keys((body as { error: object }).error)

const planning: CalendarEventInput = {
  title: 'Roadmap workshop',
  start: '2025-06-04T13:00:00Z',
  end: '2025-06-04T14:30:00Z',
  url: 'https://meet.vantage.example/roadmap',
  extendedProps: {
    calendar: 'Business',
    guests: [{ fullName: 'Amira Strand', avatar: '/images/avatars/3.svg' }],
    location: 'Studio room',
    description: 'Next quarter.',
  },
}

/** A raw call with the admin's token, for what only the wire shows (query spellings, a DELETE's JSON body). */
async function raw(pathAndQuery: string, init: RequestInit = {}) {
  const { accessToken } = await signIn()
  const response = await call(pathAndQuery, { ...init, headers: { Authorization: `Bearer ${accessToken}`, ...init.headers } })
  const text = await response.text()
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) }
}

describe('the calendar seed', () => {
  it('is about 30 events, the same every time for the same day, valid, with ids 1, 2, ...', () => {
    expect(seed).toHaveLength(CALENDAR_EVENT_COUNT)
    expect(seed.length).toBeGreaterThanOrEqual(28)
    expect(seedCalendarEvents(TEST_DAY)).toEqual(seed)
    expect(seed.map((event) => event.id)).toEqual(Array.from({ length: seed.length }, (_, i) => i + 1))
    for (const event of seed) expect(CalendarEvent.safeParse(event).error).toBeUndefined()
  })

  it('spreads over five weeks before the seed week to six after, the most in that week and on the day itself', () => {
    const days = seed.map((event) => event.start.slice(0, 10)).sort()
    expect(days[0]! >= addDays(TEST_DAY, -35)).toBe(true)
    expect(days.at(-1)! < addDays(TEST_DAY, 7 * 7)).toBe(true)
    expect(days[0]! < addDays(TEST_DAY, -28)).toBe(true)
    expect(days.at(-1)! >= addDays(TEST_DAY, 6 * 7)).toBe(true)
    expect(days.filter((day) => day >= TEST_DAY && day < addDays(TEST_DAY, 7)).length).toBeGreaterThanOrEqual(6)
    expect(titles(seed.filter((event) => event.start.startsWith(TEST_DAY)))).toEqual([
      'Weekly team sync',
      'Yoga class',
      'Design review: calendar',
      'Expense reports due',
    ])
  })

  it('covers every calendar, all-day events of one day and of several, and timed ones in business hours (UTC)', () => {
    expect(new Set(seed.map((event) => event.extendedProps.calendar))).toEqual(new Set(CALENDARS))
    const allDay = seed.filter((event) => event.allDay)
    for (const event of allDay) {
      expect(event.start).toMatch(/T00:00:00\.000Z$/)
      expect(event.end).toMatch(/T00:00:00\.000Z$/)
    }
    const lengthInDays = (event: CalendarEvent) => (Date.parse(event.end) - Date.parse(event.start)) / 86_400_000
    expect(allDay.filter((event) => lengthInDays(event) === 1).length).toBeGreaterThanOrEqual(5)
    expect(allDay.filter((event) => lengthInDays(event) > 1).map((event) => [event.title, lengthInDays(event)])).toEqual([
      ['Weekend at the lake house', 3],
      ['Product conference', 3],
      ['Team offsite', 3],
      ['Family vacation', 5],
    ])
    for (const event of seed.filter((event) => !event.allDay)) {
      expect(event.start.slice(0, 10)).toBe(event.end.slice(0, 10))
      expect(event.start.slice(11, 16) >= '08:00' && event.end.slice(11, 16) <= '18:00' && event.start < event.end, event.title).toBe(true)
    }
  })

  it('invites people of the users seed, and gives some a location, a description and an https link', () => {
    const people = new Map(seedUsers().map((user) => [user.fullName, user.avatar]))
    const guests = seed.flatMap((event) => event.extendedProps.guests)
    expect(guests.length).toBeGreaterThan(20)
    for (const guest of guests) expect(people.get(guest.fullName)).toBe(guest.avatar)
    expect(seed.filter((event) => event.extendedProps.location !== '').length).toBeGreaterThan(15)
    expect(seed.filter((event) => event.extendedProps.description !== '').length).toBeGreaterThan(15)
    const links = seed.map((event) => event.url).filter((url) => url !== '')
    expect(links.length).toBeGreaterThanOrEqual(3)
    for (const url of links) expect(url).toMatch(/^https:\/\//)
  })

  it('has public holidays on their days of 2025 around the test day, by names that need no year', () => {
    expect(inCalendars('Holiday').map((event) => [event.start.slice(0, 10), event.title, event.allDay])).toEqual([
      ['2025-05-01', 'Labour Day', true],
      ['2025-05-26', 'Memorial Day', true],
      ['2025-06-09', 'Whit Monday', true],
      ['2025-06-19', 'Juneteenth', true],
      ['2025-07-04', 'Independence Day', true],
    ])
  })

  it.each([1, 4, 7, -400])('moves with the day it is seeded for: %i days later, every event is that much later, nothing else', (days) => {
    const moved = (time: string) => new Date(Date.parse(time) + days * 86_400_000).toISOString()
    const later = seedCalendarEvents(addDays(TEST_DAY, days))
    expect(later).toEqual(seed.map((event) => ({ ...event, start: moved(event.start), end: moved(event.end) })))
    expect(titles(later.filter((event) => event.start.startsWith(addDays(TEST_DAY, days))))).toEqual([
      'Weekly team sync',
      'Yoga class',
      'Design review: calendar',
      'Expense reports due',
    ])
  })
})

describe('GET /apps/calendar/events', () => {
  it('answers the events of every calendar, ordered by start, then id', async () => {
    expect(await everything()).toEqual([...seed].sort(byStart))
  })

  it('orders events that start together by id', async () => {
    const start = '2025-06-03T09:00:00Z'
    const added = []
    for (const title of ['Standup', 'Badge pick-up', 'Coffee with the new hire']) {
      added.push(await expectSuccess(addCalendarEvent, { body: { event: { title, start } } }))
    }
    const answer = await list({ calendars: ['ETC'], start, end: '2025-06-03T10:00:00Z' })
    expect(answer.map(({ id, title }) => ({ id, title }))).toEqual(added.map(({ id, title }) => ({ id, title })))
    expect(added[0]!.id < added[1]!.id && added[1]!.id < added[2]!.id).toBe(true)
  })

  it('answers only the events of the given calendars', async () => {
    const answer = await list({ calendars: ['Business', 'Holiday'] })
    expect(answer).toEqual(inCalendars('Business', 'Holiday'))
    expect(answer.length).toBeGreaterThan(10)
    expect(await list({ calendars: ['Family'] })).toEqual(inCalendars('Family'))
  })

  it('answers no events without calendars', async () => {
    expect(await list({ calendars: [] })).toEqual([])
    expect(await expectSuccess(calendarEvents, {} as never)).toEqual([])
  })

  it('reads calendars=A&calendars=B, calendars[]=A&calendars[]=B and calendars=A,B as one list', async () => {
    const expected = inCalendars('Business', 'Holiday')
    for (const query of ['calendars=Business&calendars=Holiday', 'calendars[]=Business&calendars[]=Holiday', 'calendars=Business,Holiday']) {
      expect(await raw(`${calendarEvents.path}?${query}`)).toEqual({ status: 200, body: expected })
    }
    expect(await raw(`${calendarEvents.path}?calendars=Holiday`)).toEqual({ status: 200, body: inCalendars('Holiday') })
  })

  it('answers [] for no calendars on the wire: none given, or calendars=', async () => {
    expect(await raw(calendarEvents.path)).toEqual({ status: 200, body: [] })
    expect(await raw(`${calendarEvents.path}?calendars=`)).toEqual({ status: 200, body: [] })
    expect(await raw(`${calendarEvents.path}?calendars[]=`)).toEqual({ status: 200, body: [] })
  })

  it('refuses a calendar it does not have: a 400 naming calendars', async () => {
    const { status, body } = await raw(`${calendarEvents.path}?calendars=Business&calendars=Birthdays`)
    expect(status).toBe(400)
    expect(errorFields(body)).toEqual(['calendars.1'])
    expect((await callEndpoint(calendarEvents, { query: { calendars: ['Work'] } } as never)).status).toBe(400)
  })

  describe('start and end', () => {
    it('keep the events overlapping [start, end): a week', async () => {
      const week = await list({ calendars: [...CALENDARS], start: '2025-06-02T00:00:00Z', end: '2025-06-09T00:00:00Z' })
      expect(titles(week)).toEqual([
        'Expense reports due',
        'Weekly team sync',
        'Yoga class',
        'Design review: calendar',
        '1:1 with the head of sales',
        'Security awareness training',
        "Kids' swimming lesson",
        'Customer visit: Kestrel Analytics',
      ])
    })

    it('read days as their start in UTC, and keep an event running through the range', async () => {
      expect(titles(await list({ calendars: ['Business'], start: '2025-05-21', end: '2025-05-22' }))).toEqual(['Product conference'])
      expect(titles(await list({ calendars: [...CALENDARS], start: '2025-05-21T12:00:00+02:00', end: '2025-05-21T13:00:00Z' }))).toEqual([
        'Product conference',
      ])
    })

    it('leave out an event that ends as the range starts, or starts as it ends', async () => {
      // The hack day is 2025-05-30, all day; the yoga class 12:00 to 13:00 on the seed day.
      expect(titles(await list({ calendars: ['ETC'], start: '2025-05-31', end: '2025-06-02' }))).toEqual([])
      expect(titles(await list({ calendars: ['Personal'], start: '2025-06-02T13:00:00Z', end: '2025-06-02T18:00:00Z' }))).toEqual([])
      expect(titles(await list({ calendars: ['Personal'], start: '2025-06-02T08:00:00Z', end: '2025-06-02T12:00:00Z' }))).toEqual([])
      expect(titles(await list({ calendars: ['Personal'], start: '2025-06-02T12:59:00Z', end: '2025-06-02T12:59:01Z' }))).toEqual(['Yoga class'])
    })

    it('each bound the range alone', async () => {
      const from = await list({ calendars: ['Holiday'], start: '2025-06-01' })
      expect(from.map((event) => event.start.slice(0, 10))).toEqual(['2025-06-09', '2025-06-19', '2025-07-04'])
      const until = await list({ calendars: ['Holiday'], end: '2025-06-01' })
      expect(until.map((event) => event.start.slice(0, 10))).toEqual(['2025-05-01', '2025-05-26'])
    })

    it('keep an event of no length when it is in the range', async () => {
      const moment = await expectSuccess(addCalendarEvent, { body: { event: { title: 'Deploy window opens', start: '2025-06-03T10:00:00Z' } } })
      const inRange = (start: string, end: string) => list({ calendars: ['ETC'], start, end }).then(titles)
      expect(await inRange('2025-06-03T10:00:00Z', '2025-06-03T11:00:00Z')).toEqual(['Deploy window opens'])
      expect(await inRange('2025-06-03T09:00:00Z', '2025-06-03T10:00:00Z')).toEqual([])
      expect(moment.end).toBe(moment.start)
    })

    it('refuse a moment that is not ISO 8601: a 400 naming it', async () => {
      const { status, body } = await raw(`${calendarEvents.path}?calendars=Business&start=yesterday&end=2025-13-01`)
      expect(status).toBe(400)
      expect(errorFields(body).sort()).toEqual(['end', 'start'])
    })
  })

  it('is refused to the client role (403)', async () => {
    const { status, body } = await callEndpoint(calendarEvents, { query: { calendars: ['Business'] } }, { as: 'client' })
    expect({ status, body }).toEqual({ status: 403, body: { error: 'The client role may not read Calendar' } })
  })
})

describe('POST /apps/calendar/add-event', () => {
  it('answers 201 with the event and its new id; it is listed afterwards', async () => {
    const { status, body } = await callEndpoint(addCalendarEvent, { body: { event: planning } })
    expect(status).toBe(201)
    expect(body).toEqual({
      id: expect.any(Number),
      title: 'Roadmap workshop',
      start: '2025-06-04T13:00:00.000Z',
      end: '2025-06-04T14:30:00.000Z',
      allDay: false,
      url: 'https://meet.vantage.example/roadmap',
      extendedProps: planning.extendedProps,
    })
    expect(body.id).toBeGreaterThan(CALENDAR_EVENT_COUNT)
    const wednesday = await list({ calendars: ['Business'], start: '2025-06-04', end: '2025-06-05' })
    expect(titles(wednesday)).toEqual(['Roadmap workshop', 'Security awareness training'])
    expect(wednesday[0]).toEqual(body)
    expect(await everything()).toHaveLength(CALENDAR_EVENT_COUNT + 1)
  })

  it('needs only a title and a start: it ends as it starts, in ETC, with no guests, link, place or notes', async () => {
    const event = await expectSuccess(addCalendarEvent, { body: { event: { title: '  Call the bank  ', start: '2025-06-05T16:00:00Z' } } })
    expect(event).toEqual({
      id: event.id,
      title: 'Call the bank',
      start: '2025-06-05T16:00:00.000Z',
      end: '2025-06-05T16:00:00.000Z',
      allDay: false,
      url: '',
      extendedProps: { calendar: 'ETC', guests: [], location: '', description: '' },
    })
  })

  it('takes a day for an all-day event, and keeps times with an offset in UTC', async () => {
    const holiday = await expectSuccess(addCalendarEvent, {
      body: {
        event: { title: 'Company retreat', start: '2025-06-16', end: '2025-06-18', allDay: true, extendedProps: { calendar: 'Holiday' } },
      },
    })
    expect([holiday.start, holiday.end, holiday.allDay]).toEqual(['2025-06-16T00:00:00.000Z', '2025-06-18T00:00:00.000Z', true])
    const lisbon = await expectSuccess(addCalendarEvent, { body: { event: { title: 'Call with Lisbon', start: '2025-06-04T10:00:00+01:00' } } })
    expect(lisbon.start).toBe('2025-06-04T09:00:00.000Z')
  })

  it('takes a guest as a name alone, with no picture', async () => {
    const event = await expectSuccess(addCalendarEvent, {
      body: { event: { title: 'Interview', start: '2025-06-05T09:00:00Z', extendedProps: { guests: ['Noor Marchetti'] } } } as never,
    })
    expect(event.extendedProps.guests).toEqual([{ fullName: 'Noor Marchetti', avatar: '' }])
  })

  it('refuses a blank title, naming it, and adds nothing', async () => {
    for (const title of ['', '   ']) {
      expect(await callEndpoint(addCalendarEvent, { body: { event: { ...planning, title } } })).toEqual({
        status: 400,
        body: { error: { 'event.title': ['Enter a title'] } },
      })
    }
    expect(await everything()).toHaveLength(CALENDAR_EVENT_COUNT)
  })

  it('refuses an end before the start: a 400 naming event.end', async () => {
    const answer = await callEndpoint(addCalendarEvent, { body: { event: { ...planning, end: '2025-06-04T12:59:59Z' } } })
    expect(answer).toEqual({ status: 400, body: { error: { 'event.end': ['The end must not be before the start'] } } })
    expect(await everything()).toHaveLength(CALENDAR_EVENT_COUNT)
  })

  it('refuses a start that is no moment, a link that is not https and a calendar it does not have', async () => {
    for (const [wrong, field] of [
      [{ start: '2025-06-31T10:00:00Z' }, 'event.start'],
      [{ start: '9999-12-31T23:00:00-05:00' }, 'event.start'],
      [{ url: 'http://meet.vantage.example' }, 'event.url'],
      [{ extendedProps: { calendar: 'Birthdays' } }, 'event.extendedProps.calendar'],
    ] as const) {
      const { status, body } = await callEndpoint(addCalendarEvent, { body: { event: { ...planning, ...wrong } } as never })
      expect([status, errorFields(body)]).toEqual([400, [field]])
    }
  })

  it('is refused to the client role (403), and nothing is added', async () => {
    expect((await callEndpoint(addCalendarEvent, { body: { event: planning } }, { as: 'client' })).status).toBe(403)
    expect(await everything()).toHaveLength(CALENDAR_EVENT_COUNT)
  })
})

describe('POST /apps/calendar/update-event', () => {
  const twelve = seed[11]!

  it('replaces the event with the one sent and answers it: what is not sent is reset', async () => {
    const event = await expectSuccess(updateCalendarEvent, { body: { event: { id: 12, ...planning } } })
    expect(event).toEqual({ id: 12, ...planning, start: '2025-06-04T13:00:00.000Z', end: '2025-06-04T14:30:00.000Z', allDay: false })
    expect((await everything()).find((listed) => listed.id === 12)).toEqual(event)

    const bare = await expectSuccess(updateCalendarEvent, { body: { event: { id: 12, title: 'Hack day', start: '2025-05-30' } } })
    expect(bare).toEqual({
      id: 12,
      title: 'Hack day',
      start: '2025-05-30T00:00:00.000Z',
      end: '2025-05-30T00:00:00.000Z',
      allDay: false,
      url: '',
      extendedProps: { calendar: 'ETC', guests: [], location: '', description: '' },
    })
  })

  it("names the event by its id as a number or a numeric string ('12'), and answers the id as a number", async () => {
    const { id: _id, ...fields } = twelve
    const renamed = { ...fields, id: '12', title: 'Hack day: support tools' }
    const event = await expectSuccess(updateCalendarEvent, { body: { event: renamed } } as never)
    expect(event).toEqual({ ...twelve, title: 'Hack day: support tools' })
    const { body } = await raw(updateCalendarEvent.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: { ...fields, id: '12' } }),
    })
    expect(body).toEqual(twelve)
  })

  it('answers 404 for an unknown id', async () => {
    expect(await callEndpoint(updateCalendarEvent, { body: { event: { ...planning, id: 999 } } })).toEqual({
      status: 404,
      body: { error: 'No event with id 999' },
    })
    expect(await everything()).toEqual([...seed].sort(byStart))
  })

  it('holds the event to the rules of add-event, and changes nothing when it breaks one', async () => {
    const early = await callEndpoint(updateCalendarEvent, { body: { event: { ...planning, id: 12, end: '2025-06-03T10:00:00Z' } } })
    expect(early).toEqual({ status: 400, body: { error: { 'event.end': ['The end must not be before the start'] } } })
    const blank = await callEndpoint(updateCalendarEvent, { body: { event: { ...planning, id: 12, title: ' ' } } })
    expect([blank.status, errorFields(blank.body)]).toEqual([400, ['event.title']])
    expect((await callEndpoint(updateCalendarEvent, { body: { event: { ...planning, id: 'twelve' } } } as never)).status).toBe(400)
    expect(await everything()).toEqual([...seed].sort(byStart))
  })

  it('is refused to the client role (403), and nothing changes', async () => {
    expect((await callEndpoint(updateCalendarEvent, { body: { event: { ...planning, id: 12 } } }, { as: 'client' })).status).toBe(403)
    expect(await everything()).toEqual([...seed].sort(byStart))
  })
})

describe('DELETE /apps/calendar/remove-event', () => {
  const remaining = async () => (await everything()).map((event) => event.id)

  it('removes the event (204): it is no longer listed', async () => {
    expect(await callEndpoint(removeCalendarEvent, { query: { id: 12 } })).toEqual({ status: 204, body: undefined })
    const left = await remaining()
    expect(left).toHaveLength(CALENDAR_EVENT_COUNT - 1)
    expect(left).not.toContain(12)
    expect((await callEndpoint(removeCalendarEvent, { query: { id: 12 } })).status).toBe(404)
  })

  it('removes an event it just added', async () => {
    const { id } = await expectSuccess(addCalendarEvent, { body: { event: planning } })
    await expectSuccess(removeCalendarEvent, { query: { id } })
    expect(await remaining()).not.toContain(id)
  })

  it("takes the id from the query string ('12') or from a JSON body, as a number or a numeric string", async () => {
    const json = (body: unknown) => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    const remove = (path: string, body?: unknown) => raw(path, { method: 'DELETE', ...(body === undefined ? {} : json(body)) })
    expect(await remove(`${removeCalendarEvent.path}?id=12`)).toEqual({ status: 204, body: undefined })
    expect(await remove(removeCalendarEvent.path, { id: '13' })).toEqual({ status: 204, body: undefined })
    expect(await remove(removeCalendarEvent.path, { id: 14 })).toEqual({ status: 204, body: undefined })
    expect(await remaining()).toEqual(seed.filter((event) => ![12, 13, 14].includes(event.id)).sort(byStart).map((event) => event.id))
    expect(await remove(removeCalendarEvent.path, { id: '12' })).toEqual({ status: 404, body: { error: 'No event with id 12' } })
  })

  it('refuses an id that is not a whole number, or none (400)', async () => {
    for (const query of ['?id=1e1', '?id=twelve', '']) {
      const { status, body } = await raw(`${removeCalendarEvent.path}${query}`, { method: 'DELETE' })
      expect([query, status, errorFields(body)]).toEqual([query, 400, ['id']])
    }
  })

  it('answers 404 for an unknown id and removes nothing', async () => {
    expect(await callEndpoint(removeCalendarEvent, { query: { id: 999 } })).toEqual({ status: 404, body: { error: 'No event with id 999' } })
    expect(await remaining()).toHaveLength(CALENDAR_EVENT_COUNT)
  })

  it('is refused to the client role (403), and nothing is removed', async () => {
    const { status, body } = await callEndpoint(removeCalendarEvent, { query: { id: 12 } }, { as: 'client' })
    expect({ status, body }).toEqual({ status: 403, body: { error: 'The client role may not update Calendar' } })
    expect(await remaining()).toHaveLength(CALENDAR_EVENT_COUNT)
  })
})

describe('the seeding scenarios', () => {
  it('start the calendar empty, or with ten times the events at the same times, numbered', async () => {
    await mockControl.scenario('empty')
    expect(await everything()).toEqual([])
    await mockControl.scenario('large')
    const events = await everything()
    expect(events).toHaveLength(CALENDAR_EVENT_COUNT * 10)
    const syncs = events.filter((event) => event.title.startsWith('Weekly team sync'))
    expect(syncs.map((event) => event.title)).toEqual(['Weekly team sync', ...Array.from({ length: 9 }, (_, i) => `Weekly team sync ${i + 2}`)])
    expect(new Set(syncs.map((event) => event.start))).toEqual(new Set(['2025-06-02T09:00:00.000Z']))
  })
})
