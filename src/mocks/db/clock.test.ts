// @vitest-environment node
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { z } from 'zod'
import { cardAnalyticsAvgSessions, cardStatisticsRevenue } from '@/api/contract/cards'
import { CARD_PERIODS } from '@/api/contract/cardValues'
import { mockControl } from '@/mocks/control'
import { invoices } from '@/mocks/handlers/invoices'
import { configureMock, mockSettings, SETTINGS_KEY, storedMockSettings } from '@/mocks/settings'
import { expectSuccess, loadEveryDomain, setupMockBackend } from '@/mocks/testing'
import { MockDatabase, declaredCollections, flushDb, indexedDbPersistence, memoryPersistence, openDb, resetDb, type Persistence } from '.'
import { periodSpan } from './cards'
import { addDays, daysBetween, isDay, localToday, mockNow, mockToday, readDay, seedDay, TEST_DAY } from './clock'
import { seedInvoices } from './invoices'

/** The seed clock (./clock.ts): every collection seeded relative to the day of the data, kept with it. */
setupMockBackend()
beforeAll(loadEveryDomain)

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const Note = z.object({ id: z.number().int(), day: z.string() })

/** Every collection's rows, by name. */
const snapshot = () => Object.fromEntries(declaredCollections().map(({ name, collection }) => [name, collection.all()]))

/** The real clock, at noon (local time) of `day`. */
function realClockOn(day: string): void {
  configureMock({ clock: undefined })
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(`${day}T12:00:00`))
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/
const US_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/
// The months and quarters the mails write out ("Your invoice for May 2025", "Q3 roadmap") move with the
// day as well (./writtenDates.ts, checked in ./emailTexts.test.ts): the rest of a text stays as it was.
const WRITTEN_DATE = /\b(January|February|March|April|May|June|July|August|September|October|November|December)( \d{4})?\b|\b[Qq][1-4]\b/g
const undated = (text: string) => text.replace(WRITTEN_DATE, '(date)')

/**
 * `later` is `earlier` with every date `days` days later and nothing else changed; answers the paths
 * of the dates it found, so a test sees that it compared some.
 */
function expectMovedBy(earlier: unknown, later: unknown, days: number, path = ''): string[] {
  if (typeof earlier === 'string' && typeof later === 'string') {
    if (ISO_DAY.test(earlier)) expect(later, path).toBe(addDays(earlier, days))
    else if (ISO_TIME.test(earlier)) expect(Date.parse(later) - Date.parse(earlier), path).toBe(days * 86_400_000)
    else if (US_DAY.test(earlier)) expect(later.replace(US_DAY, '$3-$1-$2'), path).toBe(addDays(earlier.replace(US_DAY, '$3-$1-$2'), days))
    else {
      expect(undated(later), path).toBe(undated(earlier))
      return []
    }
    return [path]
  }
  if (typeof earlier === 'object' && earlier !== null && typeof later === 'object' && later !== null) {
    expect(Object.keys(later), path).toEqual(Object.keys(earlier))
    return Object.entries(earlier).flatMap(([key, value]) => expectMovedBy(value, (later as Record<string, unknown>)[key], days, `${path}.${key}`))
  }
  expect(later, path).toBe(earlier)
  return []
}

describe('days', () => {
  it('are real calendar days, read liberally from a setting', () => {
    expect(['2025-06-02', '2024-02-29'].every(isDay)).toBe(true)
    expect(['2025-02-29', '2025-13-01', '2025-6-2', ' 2025-06-02', 20250602, null].some(isDay)).toBe(false)
    expect(readDay(' 2025-06-02 ')).toBe('2025-06-02')
    expect(readDay('2025-06-02T23:30:00Z')).toBe('2025-06-02')
    expect([readDay('2025-06-31'), readDay('June 2'), readDay('2025-06-02x'), readDay(3)]).toEqual([undefined, undefined, undefined, undefined])
  })

  it('count across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28')
    expect(daysBetween('2024-06-02', '2025-06-02')).toBe(365)
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })
})

describe("the mock's now", () => {
  const real = Date.parse('2031-10-20T17:45:12.345Z')

  it('is the fixed day at the real time of day (UTC), whatever the real day', () => {
    expect(mockNow(real).toISOString()).toBe(`${TEST_DAY}T17:45:12.345Z`)
    expect(mockNow(Date.parse('2031-10-20T00:00:00Z')).toISOString()).toBe(`${TEST_DAY}T00:00:00.000Z`)
    expect(mockNow(Date.parse('2031-10-20T23:59:59.999Z')).toISOString()).toBe(`${TEST_DAY}T23:59:59.999Z`)
    expect(mockToday(real)).toBe(TEST_DAY)
    configureMock({ clock: '2024-02-29' })
    expect(mockNow(real).toISOString()).toBe('2024-02-29T17:45:12.345Z')
  })

  it('is the real now on the real clock', () => {
    configureMock({ clock: undefined })
    expect(mockNow(real).toISOString()).toBe('2031-10-20T17:45:12.345Z')
    expect(mockToday(real)).toBe('2031-10-20')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(real)
    expect(mockNow().getTime()).toBe(real)
  })

  it('reads the real clock when called without an instant', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(real)
    expect(mockNow().toISOString()).toBe(`${TEST_DAY}T17:45:12.345Z`)
    vi.setSystemTime(real + 60_000)
    expect(mockNow().toISOString()).toBe(`${TEST_DAY}T17:46:12.345Z`)
  })
})

describe('the seeds', () => {
  it('are seeded for the fixed test day in the unit tests', () => {
    expect(mockSettings().clock).toBe(TEST_DAY)
    expect(seedDay()).toBe(TEST_DAY)
    expect(seedInvoices()).toEqual(seedInvoices(TEST_DAY))
  })

  it.each([
    ['a later day', '2026-11-27'],
    ['an earlier day, across a leap year', '2024-02-29'],
  ])('for %s move every date of every collection by the same number of days, and nothing else', async (_, day) => {
    const before = snapshot()
    await mockControl.clock(day)
    expect(seedDay()).toBe(day)
    const dates = expectMovedBy(before, snapshot(), daysBetween(TEST_DAY, day))
    // Invoices, payments, mails and replies, posts, the profile, settings, contacts, table rows.
    for (const collection of ['invoices', 'emails', 'profilePosts', 'profile', 'accountSettings', 'searchContacts', 'datatableRows']) {
      expect(dates.some((path) => path.startsWith(`.${collection}.`)), collection).toBe(true)
    }
  })

  it('are the same every time for the same day', async () => {
    await mockControl.clock('2026-03-15')
    const first = snapshot()
    await openDb(memoryPersistence(), 'default', '2026-03-15')
    expect(snapshot()).toEqual(first)
  })

  it('put nothing after the day, and the last invoices and mails close to it', async () => {
    const day = '2026-07-01'
    await mockControl.clock(day)
    const all = invoices.all()
    expect(all.flatMap((invoice) => [invoice.issuedDate, ...invoice.payments.map((payment) => payment.date)]).every((date) => date <= day)).toBe(true)
    expect(daysBetween(all.at(-1)!.issuedDate, day)).toBeLessThan(14)
  })

  it.each(['2026-01-01', '2026-01-31', '2026-03-01', '2026-02-28', '2024-02-29', '2026-12-31'])(
    'give every period of the dashboards payments and invoices to sum up (%s), the current month included',
    (day) => {
      const seeded = seedInvoices(day)
      const within = (span: { from: string; to: string }, date: string) => date >= span.from && date <= span.to
      for (const period of CARD_PERIODS) {
        const span = periodSpan(period, day)
        expect(seeded.some((invoice) => within(span, invoice.issuedDate)), `${period} invoices`).toBe(true)
        expect(seeded.some((invoice) => invoice.payments.some((payment) => within(span, payment.date))), `${period} payments`).toBe(true)
      }
    },
  )

  it('give every period of the dashboards data to sum up on any day of a year', () => {
    for (let i = 0; i < 366; i++) {
      const day = addDays('2026-01-01', i)
      const seeded = seedInvoices(day)
      for (const period of CARD_PERIODS) {
        const { from, to } = periodSpan(period, day)
        const paid = seeded.some((invoice) => invoice.payments.some((payment) => payment.date >= from && payment.date <= to))
        expect(paid, `${day} ${period}`).toBe(true)
      }
    }
  })
})

describe('the day of the data', () => {
  it('is what the dashboards count from, at each call', async () => {
    const day = '2026-02-10'
    await mockControl.clock(day)
    const lastMonth = await expectSuccess(cardAnalyticsAvgSessions, { query: { period: 'last-month' } })
    expect(lastMonth.salesBar.series[0]!.date).toBe('2026-01-01')
    const last28Days = await expectSuccess(cardAnalyticsAvgSessions, { query: { period: 'last-28-days' } })
    expect(last28Days.salesBar.series[0]!.date).toBe(addDays(day, -27))
    const { series } = await expectSuccess(cardStatisticsRevenue)
    // The 12 calendar months up to today's: March 2025 to February 2026.
    expect(series[0]!.date).toBe('2025-03-01')
    expect(series.at(-1)!.date).toBe('2026-02-01')
    // The month up to today has payments.
    expect(series.at(-1)!.value).toBeGreaterThan(0)
  })

  it('is today with the real clock, kept by the store after a reload, and today again after a reset', async () => {
    realClockOn('2026-03-10')
    const store = memoryPersistence()
    await openDb(store)
    expect(seedDay()).toBe('2026-03-10')
    expect(invoices.all().at(-1)!.issuedDate <= '2026-03-10').toBe(true)
    invoices.update(invoices.all()[0]!.id, { note: 'changed' })
    await flushDb()
    const kept = snapshot()

    vi.setSystemTime(new Date('2026-03-12T12:00:00'))
    await openDb(store) // a reload two days later
    expect(seedDay()).toBe('2026-03-10')
    expect(snapshot()).toEqual(kept)

    await resetDb()
    expect(seedDay()).toBe('2026-03-12')
    expect(invoices.all()[0]!.note).not.toBe('changed')
    const moved = snapshot()
    await openDb(store)
    expect(snapshot()).toEqual(moved)
  })

  it('is kept in IndexedDB, and a fixed clock of another day seeds the store again', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory())
    vi.stubGlobal('IDBKeyRange', IDBKeyRange)
    realClockOn('2026-05-20')
    await openDb(indexedDbPersistence())
    invoices.update(invoices.all()[0]!.id, { note: 'kept' })
    await flushDb()

    vi.setSystemTime(new Date('2026-06-01T12:00:00'))
    await openDb(indexedDbPersistence())
    expect([seedDay(), invoices.all()[0]!.note]).toEqual(['2026-05-20', 'kept'])

    await openDb(indexedDbPersistence(), 'default', '2026-05-20') // fixed on the stored day: kept
    expect(invoices.all()[0]!.note).toBe('kept')
    await openDb(indexedDbPersistence(), 'default', '2025-06-02') // another day: seeded again
    expect([seedDay(), invoices.all()[0]!.note]).toEqual(['2025-06-02', seedInvoices('2025-06-02')[0]!.note])
  })

  it('is the day a mock server data file was seeded for', async () => {
    let saved: unknown
    const store = memoryPersistence({ onChange: (snapshot) => (saved = snapshot) })
    await openDb(store, 'default', '2026-09-09')
    expect(saved).toMatchObject({ seedDay: '2026-09-09' })
    // A file of older code, with no day, starts again from the seed.
    const older = memoryPersistence({ initial: { seedVersion: (saved as { seedVersion: number }).seedVersion, rows: {}, counters: {} } })
    expect(await older.open({ version: (saved as { seedVersion: number }).seedVersion, day: '2026-09-10' }, true)).toEqual({ day: '2026-09-10', dropped: true })
  })

  it('is shared by every tab: a tab that resets for another day moves the others', async () => {
    const store = memoryPersistence()
    const tab = async (profile: Persistence) => {
      const db = new MockDatabase()
      const { notes } = db.defineCollections({ notes: { row: 'note', schema: Note, seed: (day) => [{ id: 1, day }] } })
      await db.open(profile)
      return { db, notes }
    }
    const a = await tab(store)
    const b = await tab(store)
    expect(b.notes.all()).toEqual([{ id: 1, day: TEST_DAY }])
    await a.db.reset(undefined, '2026-04-04')
    await vi.waitFor(() => expect(b.notes.all()).toEqual([{ id: 1, day: '2026-04-04' }]))
    expect(b.db.seedDay()).toBe('2026-04-04')
    // B resets on the clock A set.
    await b.db.reset()
    expect(b.db.seedDay()).toBe('2026-04-04')
    a.db.close()
    b.db.close()
  })
})

describe('the clock setting', () => {
  const storage = (entry: string) => ({ getItem: (key: string) => (key === SETTINGS_KEY ? entry : null) }) as Storage

  it('is read from "mock.settings" liberally', () => {
    expect(storedMockSettings(storage('{"clock":"2025-06-02"}'))).toEqual({ clock: '2025-06-02' })
    expect(storedMockSettings(storage('{"clock":" 2025-06-02T08:00:00Z ","scenario":"large"}'))).toEqual({ clock: '2025-06-02', scenario: 'large' })
    expect(storedMockSettings(storage('{"clock":null,"latency":[0,0]}'))).toEqual({ latency: [0, 0] })
  })

  it('that names no day is ignored with a warning, and the other knobs hold', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(storedMockSettings(storage('{"clock":"2025-02-30","latency":[0,0]}'))).toEqual({ latency: [0, 0] })
    expect(storedMockSettings(storage('{"clock":42}'))).toEqual({})
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Ignoring the mock setting "clock": "2025-02-30" names no day'))
  })

  it('is set by mockControl.clock, which refuses what is no day; null goes back to the real day', async () => {
    await expect(mockControl.clock('tomorrow')).rejects.toThrow(/takes a day, YYYY-MM-DD/)
    expect(seedDay()).toBe(TEST_DAY)
    await mockControl.clock('2027-01-01')
    expect(mockSettings().clock).toBe('2027-01-01')
    // A reset goes back to the seed of that day.
    invoices.update(invoices.all()[0]!.id, { note: 'changed' })
    await mockControl.resetData()
    expect([seedDay(), invoices.all()[0]!.note]).toEqual(['2027-01-01', seedInvoices('2027-01-01')[0]!.note])

    realClockOn('2026-08-08')
    await mockControl.clock(null)
    expect([mockSettings().clock, seedDay()]).toEqual([undefined, '2026-08-08'])
  })

  it('refuses what is no day when set in code', () => {
    expect(() => configureMock({ clock: '2025-06-31' })).toThrow()
  })
})
