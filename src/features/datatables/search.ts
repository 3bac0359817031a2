import { DATATABLE_SORT_FIELDS, PAGE_SIZES } from '@/api/contract/values'
import { listSearch, type SearchOf } from '@/lib/listSearch'
import { integer } from '@/lib/readers'

/**
 * The data tables' address: /datatables/advanced?q=ann&page=2&sortBy=salary&status=3. Routes import
 * this file, whose code lands in the entry chunk: it holds the declarations and nothing else.
 */

const paging = { pageSizes: PAGE_SIZES, sortBy: DATATABLE_SORT_FIELDS } as const

export const basicDatatableSearch = listSearch(paging)

/** The advanced table adds a status filter (1 to 5). */
export const advancedDatatableSearch = listSearch({ ...paging, filters: { status: integer(undefined, { min: 1, max: 5 }) } })

/** What either table's screen reads; the basic table simply never has a status. */
export type DatatableSearch = SearchOf<typeof advancedDatatableSearch>

/** The master-detail table: the basic table's view, and the row whose detail shows (`?id=42`), which leaves the rows as they are. */
export const masterDetailDatatableSearch = listSearch({ ...paging, view: { id: integer(undefined, { min: 1 }) } })
export type MasterDetailDatatableSearch = SearchOf<typeof masterDetailDatatableSearch>
