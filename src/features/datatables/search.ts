import { z } from 'zod'
import { DatatableSortField } from '@/api/contract/datatables'
import { SortDirection } from '@/api/contract/paging'

/**
 * The data tables' view state, kept in the URL so back/forward, reload and a shared link show the
 * same rows. A route's `validateSearch` runs in the entry chunk, so this file holds the schemas only.
 * Every field falls back to its default on a bad value: a mangled link still opens the table.
 */

export const PAGE_SIZES = [10, 25, 50] as const

/** Values the URL leaves out (the route strips them), so a plain `/datatables/basic` is the default view. */
export const datatableSearchDefaults = { q: '', page: 1, perPage: 10, sortDir: 'asc' } as const

export const basicDatatableSearch = z.object({
  // Coerced: a hand-written `?q=61` arrives from the router as the number 61.
  q: z.coerce.string().default(datatableSearchDefaults.q).catch(datatableSearchDefaults.q),
  page: z.number().int().positive().default(datatableSearchDefaults.page).catch(datatableSearchDefaults.page),
  perPage: z
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .default(datatableSearchDefaults.perPage)
    .catch(datatableSearchDefaults.perPage),
  sortBy: DatatableSortField.optional().catch(undefined),
  sortDir: SortDirection.default(datatableSearchDefaults.sortDir).catch(datatableSearchDefaults.sortDir),
})

/** The advanced table adds a status filter (1 to 5). */
export const advancedDatatableSearch = basicDatatableSearch.extend({
  status: z.number().int().min(1).max(5).optional().catch(undefined),
})

/** What either table's screen reads; the basic table simply never has a status. */
export type DatatableSearch = z.output<typeof advancedDatatableSearch>

/** How a screen asks its route to change the URL; `replace` for changes that should not add a history entry. */
export type DatatableSearchChange = (patch: Partial<DatatableSearch>, options?: { replace?: boolean }) => void
