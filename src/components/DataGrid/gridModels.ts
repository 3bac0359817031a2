import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid'
import type { PagedListSearch } from '@/lib/listSearch'

/**
 * The grid's paging and sort models as the list search holds them, and back: the address counts
 * pages from 1 and names one sort field, the grid counts pages from 0 and takes a list of sorts.
 */

export function toPaginationModel({ page, perPage }: PagedListSearch): GridPaginationModel {
  return { page: page - 1, pageSize: perPage }
}

export function toSortModel({ sortBy, sortDir }: PagedListSearch): GridSortModel {
  return sortBy ? [{ field: sortBy, sort: sortDir ?? 'asc' }] : []
}

export const samePage = (a: GridPaginationModel, b: GridPaginationModel) => a.page === b.page && a.pageSize === b.pageSize

export const sameSort = (a: GridSortModel, b: GridSortModel) => a[0]?.field === b[0]?.field && a[0]?.sort === b[0]?.sort

/** The page the grid shows next: the one asked for, or the first one of another page size. */
export function nextPage(asked: GridPaginationModel, shown: GridPaginationModel): GridPaginationModel {
  return asked.pageSize === shown.pageSize ? asked : { page: 0, pageSize: asked.pageSize }
}

export function fromPaginationModel({ page, pageSize }: GridPaginationModel): Partial<PagedListSearch> {
  return { page: page + 1, perPage: pageSize }
}

/** The sort asked for, when the server sorts by that field; none otherwise (and when the sort was taken off). */
export function sortPatch([sort]: GridSortModel, sortFields: readonly string[]): Partial<PagedListSearch> {
  if (!sort || !sortFields.includes(sort.field)) return { sortBy: undefined, sortDir: 'asc' }
  return { sortBy: sort.field, sortDir: sort.sort ?? 'asc' }
}

/**
 * The last page, when the address asks for one past it (`?page=99` of 100 rows, or the last rows
 * of a page were deleted); undefined when the page asked for exists. With no rows at all, page 1
 * is the only page and shows the empty state.
 */
export function lastPageIfPast({ page, perPage }: Pick<PagedListSearch, 'page' | 'perPage'>, total: number): number | undefined {
  const last = Math.max(1, Math.ceil(total / perPage))
  return page > last ? last : undefined
}
