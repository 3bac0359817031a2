/** The two ways a list is sorted, defined once: for the API contract and for the address's `sortDir`. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]
