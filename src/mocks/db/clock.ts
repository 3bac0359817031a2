/**
 * The seed clock: the day the mock's data is seeded for, its "today". Every seed places its dates
 * relative to it (invoices issued over the year before it, mails minutes before 08:30 UTC on it,
 * posts hours before 09:00 UTC on it...), so a fresh demo always lives around the current month,
 * and the same day always gives the same data.
 *
 * - By default the day is the real one (the machine's calendar day) when the data is seeded. It is
 *   stored with the data (./persistence.ts): a reload keeps the same data and the same day, the
 *   dashboards' cards, computed at each call, count from the day of the data they sum up, and a demo
 *   reset seeds again for the day it happens on.
 * - The `clock` setting (`{ "clock": "2025-06-02" }` in `mock.settings`, ../settings.ts) fixes the
 *   day: the data is seeded for it, and a store seeded for another day is seeded again. The test
 *   suites fix it (`TEST_DAY`), so what they assert about dates holds on any real day.
 *
 * The clock fixes the data, not time: the app's screens and the tokens' expiry read the real clock.
 * What the handlers stamp on new data (a sent mail's time, a duplicated invoice's date) follows the
 * mock's clock (`mockNow`): on a fixed day it is that day, so new data sits among the seeded data of
 * that day. A day written after the seed's counts as the seed's today on the dashboards (./cards.ts).
 */

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string

/** The day the test suites fix (unit: src/test/setup.ts; end-to-end: e2e/support/session.ts), on which the seeds' written dates were drawn. */
export const TEST_DAY: Day = '2025-06-02'

const DAY_MS = 86_400_000
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (no 2025-02-30). */
export function isDay(value: unknown): value is Day {
  if (typeof value !== 'string') return false
  const match = DAY_PATTERN.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * A day as a setting may give it, read liberally: `2025-06-02`, with spaces around it, or the day of
 * an ISO date-time (`2025-06-02T10:00:00Z`). Undefined when it names no real day.
 */
export function readDay(value: unknown): Day | undefined {
  if (typeof value !== 'string') return undefined
  const day = value.trim().slice(0, 10)
  const rest = value.trim().slice(10)
  if (rest !== '' && !/^[T ]\d{2}:\d{2}/.test(rest)) return undefined
  return isDay(day) ? day : undefined
}

const instantOf = (day: Day) => Date.parse(`${day}T00:00:00Z`)

/** The day `days` after `day` (before it when negative). */
export const addDays = (day: Day, days: number): Day => new Date(instantOf(day) + days * DAY_MS).toISOString().slice(0, 10)

/** Whole days from `from` to `to`. */
export const daysBetween = (from: Day, to: Day): number => Math.round((instantOf(to) - instantOf(from)) / DAY_MS)

/** The instant `time` (`HH:MM`, UTC) on `day`, in milliseconds: a seed's "now" (mails are minutes before it). */
export const timeOn = (day: Day, time: string): number => Date.parse(`${day}T${time}:00Z`)

/**
 * A day the seeds write out (a contact added on 04/12/2024, a birthday), as written for TEST_DAY,
 * moved to the same distance from `day`: the seed's fixed dates keep their age.
 */
export const movedTo = (day: Day, written: Day): Day => addDays(written, daysBetween(TEST_DAY, day))

/** Today on this machine's calendar (its time zone's). */
export function localToday(now: Date = new Date()): Day {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

// The `clock` setting (undefined: the real clock), kept here by `configureMock` (../settings.ts).
let fixed: Day | undefined
// The day the open data is seeded for, set by the database when it opens, resets or hears of a reset.
let seeded: Day | undefined

/** The `clock` setting: the fixed day, or undefined for the real clock. */
export const fixedClock = (): Day | undefined => fixed

/** For `configureMock` only: the `clock` setting changed. */
export function setFixedClock(day: Day | undefined): void {
  fixed = day
}

/** For the database only: the day of the data it holds now. */
export function setSeedDay(day: Day): void {
  seeded = day
}

/**
 * The day the data is seeded for: the open data's; before any is open, the fixed clock's or today.
 * The seeds' default, and the dashboards' "today" at each call.
 */
export const seedDay = (): Day => seeded ?? fixed ?? localToday()

/** The day to seed for now: the fixed clock's, or today. */
export const dayToSeed = (clock: Day | undefined = fixed): Day => clock ?? localToday()

/**
 * "Now" for the data the handlers write (a sent mail's time, a duplicated invoice's date): the
 * fixed day at the real time of day (UTC, as the seeds write their times), or the real now when no
 * day is fixed. Sessions and tokens keep the real clock: they must expire in real time.
 */
export function mockNow(real: number = Date.now()): Date {
  if (fixed === undefined) return new Date(real)
  const timeOfDay = ((real % DAY_MS) + DAY_MS) % DAY_MS
  return new Date(instantOf(fixed) + timeOfDay)
}

/** The day of `mockNow()`: the fixed day, or today (UTC) on the real clock. */
export const mockToday = (real: number = Date.now()): Day => mockNow(real).toISOString().slice(0, 10)
