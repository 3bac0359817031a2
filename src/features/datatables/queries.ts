import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { datatablesData, datatablesInitialData, type DatatablesQuery } from '@/api/contract/datatables'
import { loadByCause, type LoadCause } from '@/lib/loadByCause'
import { queryKeys } from '@/lib/queryKeys'
import type { DatatableSearch } from './search'

const datatablesKeys = queryKeys('datatables', {
  rows: () => [],
  page: (query: DatatablesQuery) => [query],
})

/** Every query of the datatables feature, with its key. Loaders and screens both use these. */
export const datatablesQueries = {
  /** All rows as a plain list (the /tables page). */
  all: () =>
    queryOptions({
      queryKey: datatablesKeys.rows(),
      queryFn: ({ signal }) => api(datatablesInitialData, { signal }),
    }),
  /** One page of rows for the server-side grids. */
  page: (query: DatatablesQuery) =>
    queryOptions({
      queryKey: datatablesKeys.page(query),
      queryFn: ({ signal }) => api(datatablesData, { query, signal }),
    }),
}

/** The API query for a URL state; the direction is left out without a sort column, so equal views share a cache entry. */
export function toDatatablesQuery(search: DatatableSearch): DatatablesQuery {
  const { q, page, perPage, sortBy, sortDir, status } = search
  // The grids show one page: every row (the SPEC's allData) would only weigh the answer down.
  return { q, page, perPage, ...(sortBy ? { sortBy, sortDir } : {}), ...(status ? { status } : {}), allData: 'false' }
}

/** The grids' loader: the page of rows the URL asks for. */
export function loadDatatablePage(queryClient: QueryClient, search: DatatableSearch, cause: LoadCause): Promise<void> {
  return loadByCause(queryClient, cause, [datatablesQueries.page(toDatatablesQuery(search))])
}
