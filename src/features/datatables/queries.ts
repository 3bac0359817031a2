import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { datatablesData, datatablesInitialData, type DatatablesQuery } from '@/api/contract/datatables'
import { listResource } from '@/api/listResource'
import type { LoadCause } from '@/lib/loadByCause'
import { queryKeys } from '@/lib/queryKeys'
import type { DatatableSearch } from './search'

/** The API query for a URL state; the direction is left out without a sort column, so equal views share a cache entry. */
function toDatatablesQuery({ q, page, perPage, sortBy, sortDir, status }: DatatableSearch): DatatablesQuery {
  // The grids show one page: every row (the API's allData) would only weigh the answer down.
  return { q, page, perPage, ...(sortBy ? { sortBy, sortDir } : {}), ...(status ? { status } : {}), allData: 'false' }
}

/** The server-side grids' rows: a page per query (the rows are under `invoices`, as the API names them). */
export const datatableList = listResource({
  domain: 'datatables',
  endpoint: datatablesData,
  rowsField: 'invoices',
  toQuery: toDatatablesQuery,
})

/** The /tables page's entry; a change of a row refreshes it with the grids' pages (the whole `datatables` domain). */
export const datatablesKeys = queryKeys('datatables', { rows: () => [] })

/** All rows as a plain list (the /tables page). */
export const allDatatableRows = () =>
  queryOptions({
    queryKey: datatablesKeys.rows(),
    queryFn: ({ signal }) => api(datatablesInitialData, { signal }),
  })

/** The grids' loader: the page of rows the URL asks for. */
export const loadDatatablePage = (queryClient: QueryClient, search: DatatableSearch, cause: LoadCause): Promise<void> =>
  datatableList.loadList(queryClient, search, cause)
