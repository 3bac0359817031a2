import type { SortDirection } from '@/api/contract'

/**
 * The list operations every paged endpoint shares (datatables, users, invoices, products):
 * filter by text, sort, then cut out one page.
 */

/** True when `q` is empty or is found, ignoring case, in one of `values`. */
export function containsText(q: string, values: readonly string[]): boolean {
  const needle = q.trim().toLowerCase()
  return needle === '' || values.some((value) => value.toLowerCase().includes(needle))
}

/** A sorted copy, by the key each row maps to. Equal keys keep their order (Array#sort is stable). */
export function sortRows<T>(rows: readonly T[], keyOf: (row: T) => string | number, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1
  return [...rows].sort((a, b) => sign * compare(keyOf(a), keyOf(b)))
}

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base' })
}

/** Page `page` (from 1) of `perPage` rows; empty past the last page, never an error. */
export function paginate<T>(rows: readonly T[], page: number, perPage: number): T[] {
  const start = (page - 1) * perPage
  return rows.slice(start, start + perPage)
}
