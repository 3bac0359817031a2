import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { datatablesQueries, toDatatablesQuery } from '../queries'
import type { DatatableSearch } from '../search'

/**
 * The page of rows the URL asks for. While the next page loads, the previous one stays on screen
 * (keepPreviousData), so paging and typing never flash an empty grid.
 */
export function useDatatablePage(search: DatatableSearch) {
  return useQuery({ ...datatablesQueries.page(toDatatablesQuery(search)), placeholderData: keepPreviousData })
}
