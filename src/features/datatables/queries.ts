import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { datatablesData, datatablesInitialData, type DatatablesQuery } from '@/api/contract'
import type { DatatableSearch } from './search'

/** Every query of the datatables feature, with its key. Loaders and screens both use these. */
export const datatablesQueries = {
  /** All rows as a plain list (the /tables page). */
  all: () =>
    queryOptions({
      queryKey: ['datatables', 'all'],
      queryFn: ({ signal }) => api(datatablesInitialData, { signal }),
    }),
  /** One page of rows for the server-side grids. */
  page: (query: DatatablesQuery) =>
    queryOptions({
      queryKey: ['datatables', 'page', query],
      queryFn: ({ signal }) => api(datatablesData, { query, signal }),
    }),
}

/** The API query for a URL state; the direction is left out without a sort column, so equal views share a cache entry. */
export function toDatatablesQuery(search: DatatableSearch): DatatablesQuery {
  const { q, page, perPage, sortBy, sortDir, status } = search
  return { q, page, perPage, ...(sortBy ? { sortBy, sortDir } : {}), ...(status ? { status } : {}) }
}

/**
 * The grids' loader. Entering the page waits for its rows, so the screen never opens empty. Once on
 * the page (typing, paging, sorting: cause "stay") it only starts the request: the grid keeps showing
 * the previous page with a progress bar instead of the whole route waiting on the network.
 */
export async function loadDatatablePage(
  queryClient: QueryClient,
  search: DatatableSearch,
  cause: 'enter' | 'stay' | 'preload',
): Promise<void> {
  const options = datatablesQueries.page(toDatatablesQuery(search))
  if (cause === 'stay') {
    void queryClient.prefetchQuery(options)
    return
  }
  await queryClient.ensureQueryData(options)
}
