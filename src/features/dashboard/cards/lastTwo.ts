import type { ChartPoint } from '@/api/contract/cards'

/** A series' last value and the one before it (what its change compares), for ChangeChip's `between`. */
export function lastTwo(series: readonly ChartPoint[]): { before: number; last: number } | undefined {
  if (series.length < 2) return undefined
  return { before: series.at(-2)!.value, last: series.at(-1)!.value }
}
