import { movedTo, type Day } from './clock'

/**
 * Months and quarters that seeded texts write out ("Your invoice for May 2025", "Q3 roadmap"), kept
 * in step with the day the data is seeded for: each is written for TEST_DAY and moves with the day,
 * as the seeds' dates do (./clock.ts). In English, the language of the seeded data.
 */

const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
] as const

/** A calendar month, counted from January of year 0: adding 1 goes to the next month, across years too. */
export type Month = number

/** The month of `written` (a day as written for TEST_DAY) once moved to `day`. */
export function movedMonth(day: Day, written: Day): Month {
  const moved = movedTo(day, written)
  return Number(moved.slice(0, 4)) * 12 + Number(moved.slice(5, 7)) - 1
}

/** "May". */
export const monthName = (month: Month): string => MONTH_NAMES[month % 12]!

/** "May 2025". */
export const monthAndYear = (month: Month): string => `${monthName(month)} ${Math.floor(month / 12)}`

/** The quarter a month is in, as business mail writes it: "Q2". */
export const quarterName = (month: Month): string => `Q${Math.floor((month % 12) / 3) + 1}`
