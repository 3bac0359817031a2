// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fromPaginationModel, lastPageIfPast, nextPage, sortPatch, toPaginationModel, toSortModel } from './gridModels'

const search = { q: '', page: 3, perPage: 25, sortBy: 'age', sortDir: 'desc' } as const

describe('grid models', () => {
  it('turns the address into the grid models', () => {
    expect(toPaginationModel(search)).toEqual({ page: 2, pageSize: 25 })
    expect(toSortModel(search)).toEqual([{ field: 'age', sort: 'desc' }])
    expect(toSortModel({ ...search, sortBy: undefined })).toEqual([])
  })

  it('shows the page asked for, or the first page of another page size', () => {
    expect(nextPage({ page: 3, pageSize: 25 }, { page: 2, pageSize: 25 })).toEqual({ page: 3, pageSize: 25 })
    expect(nextPage({ page: 2, pageSize: 50 }, { page: 2, pageSize: 25 })).toEqual({ page: 0, pageSize: 50 })
    expect(fromPaginationModel({ page: 0, pageSize: 50 })).toEqual({ page: 1, perPage: 50 })
  })

  it('asks for a sort the server knows, and for none when the sort is taken off', () => {
    expect(sortPatch([{ field: 'name', sort: 'asc' }], ['name'])).toEqual({ sortBy: 'name', sortDir: 'asc' })
    expect(sortPatch([{ field: 'avatar', sort: 'desc' }], ['name'])).toEqual({ sortBy: undefined, sortDir: 'asc' })
    expect(sortPatch([], ['name'])).toEqual({ sortBy: undefined, sortDir: 'asc' })
  })
})

describe('a page past the last one', () => {
  it('gives the last page when the address asks for one past it', () => {
    expect(lastPageIfPast({ page: 99, perPage: 10 }, 100)).toBe(10)
    expect(lastPageIfPast({ page: 3, perPage: 25 }, 26)).toBe(2)
  })

  it('leaves an existing page, and page 1 of an empty list, alone', () => {
    expect(lastPageIfPast({ page: 10, perPage: 10 }, 100)).toBeUndefined()
    expect(lastPageIfPast({ page: 1, perPage: 10 }, 0)).toBeUndefined()
  })

  it('sends an empty list back to page 1', () => {
    expect(lastPageIfPast({ page: 4, perPage: 10 }, 0)).toBe(1)
  })
})
