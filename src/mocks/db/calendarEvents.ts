import type { CalendarEvent, EventGuest } from '@/api/contract/calendar'
import type { CalendarName } from '@/api/contract/calendarValues'
import { addDays, seedDay, type Day } from './clock'
import { numberedName } from './scenarios'
import { seedUsers } from './users'

/**
 * The calendar app's events (`CalendarEvent` in src/api/contract/calendar.ts), seeding the
 * `calendarEvents` collection: the weeks of Vantage Labs around the day the data is seeded for
 * (./clock.ts), from five weeks before it to six weeks after, the most in its own week and on the
 * day itself. Times are UTC, in business hours; an all-day event runs from 00:00Z of its first day
 * to 00:00Z of the day after its last, as the contract says.
 *
 * The days are written for TEST_DAY, a Monday (2025-06-02), and move with the day of the data as
 * every seed's dates do (./clock.ts): each event the same number of days. So the public holidays fall
 * on their days of 2025 around TEST_DAY, and on another day a meeting may fall on a weekend.
 */

const [MON, TUE, WED, THU, FRI, SAT] = [0, 1, 2, 3, 4, 5] as const

/**
 * Where an event falls, as written for TEST_DAY: a weekday (Monday 0) of a week counted from
 * TEST_DAY's (0), or the day itself. Either is a number of days from the day of the data.
 */
type When = { week: number; weekday: number } | 'seed day'

interface SeedEvent {
  title: string
  calendar: CalendarName
  on: When
  /** From and to, `HH:MM` UTC, for an event with times; `days` for an all-day one. */
  time?: readonly [from: string, to: string]
  /** How many days an all-day event covers. */
  days?: number
  /** Users of the users seed (./users.ts), by id. */
  guests?: readonly number[]
  location?: string
  description?: string
  url?: string
}

const BOARDROOM = 'Boardroom, 4th floor'
const STUDIO = 'Studio room, 2nd floor'
const MAIN_ROOM = 'Main meeting room, 3rd floor'

/** The seed, by week. Guest ids are users of ./users.ts. */
const EVENTS: readonly SeedEvent[] = [
  {
    title: 'Customer advisory board',
    calendar: 'Business',
    on: { week: -5, weekday: TUE },
    time: ['10:00', '11:30'],
    guests: [3, 17, 42],
    location: BOARDROOM,
    description: 'Six customers walk us through their month-end close. Bring the billing feedback board.',
    url: 'https://meet.vantage.example/advisory-board',
  },
  { title: 'Labour Day', calendar: 'Holiday', on: { week: -5, weekday: THU }, days: 1, description: 'The office is closed.' },
  {
    title: 'Dentist appointment',
    calendar: 'Personal',
    on: { week: -4, weekday: TUE },
    time: ['14:00', '15:00'],
    location: 'Harbor Dental, 12 Quay Street',
    description: 'Check-up and cleaning. Bring the insurance card.',
  },
  {
    title: 'Weekend at the lake house',
    calendar: 'Family',
    on: { week: -4, weekday: FRI },
    days: 3,
    location: 'Pine Lake cabin',
    description: 'Pack the kayaks; the grandparents join on Saturday.',
  },
  {
    title: 'Design review: invoice editor',
    calendar: 'Business',
    on: { week: -3, weekday: WED },
    time: ['09:30', '11:00'],
    guests: [5, 22],
    location: STUDIO,
    description: 'The new line-item layout and the payment drawer, before hand-off to engineering.',
  },
  {
    title: 'Book club',
    calendar: 'ETC',
    on: { week: -3, weekday: THU },
    time: ['17:00', '18:00'],
    location: 'Library lounge',
    description: 'This month: The Design of Everyday Things, chapters 1 to 3.',
  },
  {
    title: 'Product conference',
    calendar: 'Business',
    on: { week: -2, weekday: TUE },
    days: 3,
    guests: [8, 14],
    location: 'Lisbon Congress Centre',
    description: 'Vantage Labs has a booth in hall 2; the keynote demo is on the second day at 10:00.',
    url: 'https://conf.vantage.example',
  },
  {
    title: 'Lunch with a mentor',
    calendar: 'Personal',
    on: { week: -2, weekday: FRI },
    time: ['12:30', '13:30'],
    guests: [27],
    location: 'Café Linden',
  },
  { title: 'Memorial Day', calendar: 'Holiday', on: { week: -1, weekday: MON }, days: 1, description: 'The office is closed.' },
  {
    title: 'Sprint review',
    calendar: 'Business',
    on: { week: -1, weekday: TUE },
    time: ['10:00', '11:00'],
    guests: [5, 9, 22, 33],
    location: MAIN_ROOM,
    description: 'Demos of what shipped: bulk invoice actions, the new user filters and faster search.',
  },
  {
    title: 'Parent-teacher meeting',
    calendar: 'Family',
    on: { week: -1, weekday: WED },
    time: ['15:00', '16:00'],
    location: 'Riverside Primary School',
  },
  {
    title: 'Hack day',
    calendar: 'ETC',
    on: { week: -1, weekday: FRI },
    days: 1,
    description: 'Build anything that makes support faster. Demos at 16:00.',
  },
  {
    title: 'Weekly team sync',
    calendar: 'Business',
    on: 'seed day',
    time: ['09:00', '09:30'],
    guests: [5, 9, 14, 22],
    location: MAIN_ROOM,
    description: "Wins, blockers and this week's release plan.",
    url: 'https://meet.vantage.example/team-sync',
  },
  { title: 'Yoga class', calendar: 'Personal', on: 'seed day', time: ['12:00', '13:00'], location: 'Northside Studio' },
  {
    title: 'Design review: calendar',
    calendar: 'Business',
    on: 'seed day',
    time: ['15:00', '16:00'],
    guests: [5, 22, 47],
    location: STUDIO,
    description: "Month, week and day views on small screens, and the event drawer's guest picker.",
  },
  {
    title: 'Expense reports due',
    calendar: 'ETC',
    on: 'seed day',
    days: 1,
    description: "Submit last month's receipts in the finance portal.",
    url: 'https://intranet.example/expenses',
  },
  { title: '1:1 with the head of sales', calendar: 'Business', on: { week: 0, weekday: TUE }, time: ['11:00', '11:30'], guests: [17] },
  {
    title: 'Security awareness training',
    calendar: 'Business',
    on: { week: 0, weekday: WED },
    time: ['14:00', '15:30'],
    location: 'Online',
    description: 'Phishing, passwords and reporting an incident. Required once a year.',
    url: 'https://learn.vantage.example/security',
  },
  { title: "Kids' swimming lesson", calendar: 'Family', on: { week: 0, weekday: THU }, time: ['16:00', '17:00'], location: 'Aquatic Centre' },
  {
    title: 'Customer visit: Kestrel Analytics',
    calendar: 'Business',
    on: { week: 0, weekday: FRI },
    time: ['10:00', '15:00'],
    guests: [12],
    location: 'Kestrel Analytics, 200 Market Street',
    description: 'Onboarding workshop for their finance team, then lunch with their operations lead.',
  },
  { title: 'Whit Monday', calendar: 'Holiday', on: { week: 1, weekday: MON }, days: 1, description: 'The office is closed.' },
  {
    title: 'Quarterly planning',
    calendar: 'Business',
    on: { week: 1, weekday: TUE },
    time: ['10:00', '12:00'],
    guests: [3, 5, 9, 17, 22],
    location: BOARDROOM,
    description: "Goals, headcount and budget for the next quarter. Bring your team's top three bets.",
    url: 'https://intranet.example/planning',
  },
  { title: 'Car service', calendar: 'ETC', on: { week: 1, weekday: THU }, time: ['08:30', '09:30'], location: 'Eastside Auto' },
  { title: 'Juneteenth', calendar: 'Holiday', on: { week: 2, weekday: THU }, days: 1, description: 'The office is closed.' },
  { title: 'Day off', calendar: 'Personal', on: { week: 2, weekday: FRI }, days: 1, description: 'A long weekend after the holiday.' },
  { title: "Leo's birthday party", calendar: 'Family', on: { week: 2, weekday: SAT }, time: ['14:00', '17:00'], location: 'Home' },
  {
    title: 'Security audit walkthrough',
    calendar: 'Business',
    on: { week: 3, weekday: MON },
    time: ['15:00', '16:00'],
    guests: [33, 41],
    location: MAIN_ROOM,
    description: 'The auditors review the access logs and the incident runbook.',
  },
  {
    title: 'Team offsite',
    calendar: 'Business',
    on: { week: 3, weekday: WED },
    days: 3,
    guests: [5, 9, 14, 22, 33],
    location: 'Seaview Lodge, Cascais',
    description: 'Two days of strategy and one of sailing. The bus leaves the office at 08:00.',
  },
  {
    title: 'Family vacation',
    calendar: 'Family',
    on: { week: 4, weekday: MON },
    days: 5,
    location: 'Algarve',
    description: 'Out of office all week; approvals go to the deputy.',
  },
  { title: 'Independence Day', calendar: 'Holiday', on: { week: 4, weekday: FRI }, days: 1, description: 'The office is closed.' },
  {
    title: 'Investor update call',
    calendar: 'Business',
    on: { week: 5, weekday: WED },
    time: ['11:00', '12:00'],
    guests: [3],
    description: 'Revenue, churn and the hiring plan, in twenty minutes, then questions.',
    url: 'https://meet.vantage.example/investors',
  },
  { title: 'Fire drill', calendar: 'ETC', on: { week: 5, weekday: FRI }, time: ['10:00', '10:30'], location: 'Assemble in the car park' },
  {
    title: 'Annual health check-up',
    calendar: 'Personal',
    on: { week: 6, weekday: TUE },
    time: ['09:00', '10:00'],
    location: 'City Health Clinic',
  },
  {
    title: 'Board meeting',
    calendar: 'Business',
    on: { week: 6, weekday: THU },
    time: ['13:00', '16:00'],
    guests: [3, 17],
    location: BOARDROOM,
    description: "The quarter's results, the product roadmap and the budget for next year.",
  },
]

/** How many events the demo calendar starts with. */
export const CALENDAR_EVENT_COUNT = EVENTS.length

/** The demo calendar for `day`, the same for the same day, numbered 1, 2, ... as listed above. */
export function seedCalendarEvents(day: Day = seedDay()): CalendarEvent[] {
  const people = new Map(seedUsers().map((user) => [user.id, user]))
  const guest = (id: number): EventGuest => {
    const { fullName, avatar } = people.get(id)!
    return { fullName, avatar }
  }
  return EVENTS.map((event, index) => {
    const first = event.on === 'seed day' ? day : addDays(day, event.on.week * 7 + event.on.weekday)
    const [start, end] = event.time
      ? [`${first}T${event.time[0]}:00.000Z`, `${first}T${event.time[1]}:00.000Z`]
      : [`${first}T00:00:00.000Z`, `${addDays(first, event.days ?? 1)}T00:00:00.000Z`]
    return {
      id: index + 1,
      title: event.title,
      start,
      end,
      allDay: event.time === undefined,
      url: event.url ?? '',
      extendedProps: {
        calendar: event.calendar,
        guests: (event.guests ?? []).map(guest),
        location: event.location ?? '',
        description: event.description ?? '',
      },
    }
  })
}

/**
 * Copy `n` of an event, for the large scenarios (./scenarios.ts), under its new id: the same event at
 * the same time ("Quarterly planning 2"), so the calendar's days fill up as a busy team's do.
 */
export function copyCalendarEvent(event: CalendarEvent, n: number): CalendarEvent {
  return { ...event, title: numberedName(event.title, n) }
}
