import type { ChartPoint } from '@/api/contract/cards'

/**
 * What a monthly series' change compares, for ChangeChip's `between`: last month and the month
 * before. The series' last point is the current month, still running, so the change leaves it out.
 */
export function lastTwo(series: readonly ChartPoint[]): { before: number; last: number } | undefined {
  if (series.length < 3) return undefined
  return { before: series.at(-3)!.value, last: series.at(-2)!.value }
}
