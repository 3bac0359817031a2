import type { SearchSchemaInput } from '@tanstack/react-router'
import { DATATABLE_SORT_FIELDS, SORT_DIRECTIONS } from '@/api/contract/values'
import { fields, integer, oneOf, text } from '@/lib/readers'

/**
 * The data tables' view state, kept in the URL so back/forward, reload and a shared link show the
 * same rows. A route's `validateSearch` runs in the entry chunk, so this file holds the readers only.
 * Every field falls back to its default on a bad value: a mangled link still opens the table.
 */

export const PAGE_SIZES = [10, 25, 50] as const

/** Values the URL leaves out (the route strips them), so a plain `/datatables/basic` is the default view. */
export const datatableSearchDefaults = { q: '', page: 1, perPage: 10, sortDir: 'asc' } as const

const basicReaders = {
  q: text(datatableSearchDefaults.q),
  page: integer(datatableSearchDefaults.page, { min: 1 }),
  // A plain number for the screens (the grid's page size is one); only the offered sizes pass.
  perPage: oneOf<readonly number[], number>(PAGE_SIZES, datatableSearchDefaults.perPage),
  sortBy: oneOf(DATATABLE_SORT_FIELDS, undefined),
  sortDir: oneOf(SORT_DIRECTIONS, datatableSearchDefaults.sortDir),
}

/** The advanced table adds a status filter (1 to 5). */
const readAdvancedSearch = fields({ ...basicReaders, status: integer(undefined, { min: 1, max: 5 }) })
const readBasicSearch = fields(basicReaders)

/** What either table's screen reads; the basic table simply never has a status. */
export type DatatableSearch = ReturnType<typeof readAdvancedSearch>

/** The routes' `validateSearch`; links may leave every field out. */
export const validateBasicDatatableSearch = (search: Partial<DatatableSearch> & SearchSchemaInput) => readBasicSearch(search)
export const validateAdvancedDatatableSearch = (search: Partial<DatatableSearch> & SearchSchemaInput) => readAdvancedSearch(search)

/** How a screen asks its route to change the URL; `replace` for changes that should not add a history entry. */
export type DatatableSearchChange = (patch: Partial<DatatableSearch>, options?: { replace?: boolean }) => void
