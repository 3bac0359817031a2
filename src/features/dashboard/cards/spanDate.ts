import type { CardPeriod } from '../periods'
import type { DashboardFormat } from '../useDashboardFormat'

/** How a chart names its points: as an axis tick ("Jun", "May 6 – 9") and in full, for its tooltip and table ("June 2025"). */
export interface SpanLabels {
  formatDate: (iso: string) => string
  describeDate: (iso: string) => string
}

/** A chart of months: each point is the calendar month its date opens, the last one the current month so far. */
export const monthLabels = (format: DashboardFormat): SpanLabels => ({ formatDate: format.month, describeDate: format.monthYear })

const DAY_MS = 86_400_000
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
/** The last day of the month `iso` is in. */
const monthEnd = (iso: string) => {
  const [year, month] = iso.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
}

/**
 * How a period's chart names its points, by the days each figure covers. Over a year a point is a
 * month. Over the shorter periods a point covers a few days, from its date to the day before the
 * next point's, the last one to the period's end (the 28th day from the first, or the month's last
 * day): each is named by its first and last day ("May 6 – 9"), not by its first alone.
 */
export function spanLabels(format: DashboardFormat, period: CardPeriod, dates: readonly string[]): SpanLabels {
  if (period === 'last-year') return monthLabels(format)
  const first = dates[0] ?? ''
  const periodEnd = period === 'last-month' ? monthEnd(first) : addDays(first, 27)
  const ends = new Map(dates.map((date, i) => [date, i + 1 < dates.length ? addDays(dates[i + 1]!, -1) : periodEnd]))
  const endOf = (iso: string) => ends.get(iso) ?? iso
  return { formatDate: (iso) => format.dayRange(iso, endOf(iso)), describeDate: (iso) => format.fullDayRange(iso, endOf(iso)) }
}
