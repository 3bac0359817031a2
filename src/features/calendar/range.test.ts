// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import dayjs from 'dayjs'
import 'dayjs/locale/de'
import { dayOf, dayText, firstVisibleDay, lastVisibleDay, rangeTitle, visibleDays, visibleRange, weekStartDay } from './range'

const SUNDAY = 0
const MONDAY = 1
const day = (text: string) => dayjs(text).toDate()
/** Intl writes spans with thin spaces around the dash; compared here as plain spaces. */
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ')
const days = ({ start, end }: { start: Date; end: Date }) => [dayText(start), dayText(end)]

afterEach(() => {
  dayjs.locale('en')
})

describe('the days a view shows', () => {
  it('a month: whole weeks from the week of its first day to the week of its last, starting on the language’s first weekday', () => {
    // June 2025 begins on a Sunday and ends on a Monday.
    expect(days(visibleRange('month', day('2025-06-18'), SUNDAY))).toEqual(['2025-06-01', '2025-07-06'])
    expect(days(visibleRange('month', day('2025-06-18'), MONDAY))).toEqual(['2025-05-26', '2025-07-07'])
  })

  it('a month of a leap year starts on the language’s first weekday too', () => {
    // February 2028 begins on a Tuesday.
    expect(dayText(firstVisibleDay(day('2028-02-10'), SUNDAY))).toBe('2028-01-30')
    expect(dayText(firstVisibleDay(day('2028-02-10'), MONDAY))).toBe('2028-01-31')
    expect(dayText(lastVisibleDay(day('2028-02-10'), SUNDAY))).toBe('2028-03-04')
  })

  it('a month grid has whole weeks', () => {
    const grid = visibleDays(day('2025-06-18'), MONDAY)
    expect(grid.length % 7).toBe(0)
    expect(grid.map(dayText).slice(0, 2)).toEqual(['2025-05-26', '2025-05-27'])
    expect(dayText(grid.at(-1)!)).toBe('2025-07-06')
  })

  it('a week, a day and the agenda', () => {
    // 2025-06-04 is a Wednesday.
    expect(days(visibleRange('week', day('2025-06-04'), SUNDAY))).toEqual(['2025-06-01', '2025-06-08'])
    expect(days(visibleRange('week', day('2025-06-04'), MONDAY))).toEqual(['2025-06-02', '2025-06-09'])
    expect(days(visibleRange('day', day('2025-06-04'), MONDAY))).toEqual(['2025-06-04', '2025-06-05'])
    expect(days(visibleRange('agenda', day('2025-06-04'), MONDAY))).toEqual(['2025-06-04', '2025-07-05'])
  })

  it('starts and ends at local midnights', () => {
    const { start, end } = visibleRange('day', dayjs('2025-06-04T15:30').toDate(), SUNDAY)
    expect([start.getHours(), start.getMinutes(), end.getHours()]).toEqual([0, 0, 0])
  })
})

describe('the first day of the week', () => {
  it('follows the language: Sunday in English, Monday in German', () => {
    expect(weekStartDay()).toBe(SUNDAY)
    dayjs.locale('de')
    expect(weekStartDay()).toBe(MONDAY)
  })
})

describe('the day of an address', () => {
  it('is that day at local midnight, or today', () => {
    expect(dayText(dayOf('2025-06-02'))).toBe('2025-06-02')
    expect(dayOf('2025-06-02').getHours()).toBe(0)
    expect(dayText(dayOf(undefined, day('2026-11-26')))).toBe('2026-11-26')
  })
})

describe('the toolbar’s title', () => {
  it('names the month, the week’s span, the day or the agenda’s span in the language', () => {
    const date = day('2025-06-04')
    expect(plain(rangeTitle('month', date, visibleRange('month', date, SUNDAY), 'en'))).toBe('June 2025')
    expect(plain(rangeTitle('month', date, visibleRange('month', date, MONDAY), 'fr'))).toBe('juin 2025')
    expect(plain(rangeTitle('week', date, visibleRange('week', date, SUNDAY), 'en'))).toBe('June 1 – 7, 2025')
    expect(plain(rangeTitle('week', date, visibleRange('week', date, MONDAY), 'de'))).toBe('2.–8. Juni 2025')
    expect(plain(rangeTitle('day', date, visibleRange('day', date, SUNDAY), 'en'))).toBe('Wednesday, June 4, 2025')
    expect(plain(rangeTitle('agenda', date, visibleRange('agenda', date, SUNDAY), 'en'))).toBe('Jun 4 – Jul 4, 2025')
  })
})
