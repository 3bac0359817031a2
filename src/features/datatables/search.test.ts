// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { advancedDatatableSearch, basicDatatableSearch } from './search'

// The router hands validateSearch whatever the address holds; so do these tests.
const readAdvanced = (search: Record<string, unknown>) => advancedDatatableSearch.route.validateSearch(search as never)
const readBasic = (search: Record<string, unknown>) => basicDatatableSearch.route.validateSearch(search as never)

describe('data table address', () => {
  it('gives the default view for an empty query', () => {
    expect(readBasic({})).toEqual({ q: '', page: 1, perPage: 10, sortDir: 'asc' })
  })

  it('keeps valid values, numbers in q included', () => {
    expect(readAdvanced({ q: 61, page: 3, perPage: 25, sortBy: 'salary', sortDir: 'desc', status: 2 })).toEqual({
      q: '61',
      page: 3,
      perPage: 25,
      sortBy: 'salary',
      sortDir: 'desc',
      status: 2,
    })
  })

  it('replaces each mangled value by its default and keeps the others', () => {
    const mangled = { q: 'ann', page: 0, perPage: 7, sortBy: 'avatar', sortDir: 'up', status: 9 }
    expect(readAdvanced(mangled)).toEqual({ q: 'ann', page: 1, perPage: 10, sortDir: 'asc' })
  })

  it('has no status filter in the basic table', () => {
    expect(readBasic({ status: 2 })).not.toHaveProperty('status')
  })

  it('clears the search and the status, back on page 1', () => {
    const filtered = readAdvanced({ q: 'ann', page: 3, status: 2 })
    expect(advancedDatatableSearch.apply(filtered, advancedDatatableSearch.cleared)).toEqual({ q: '', page: 1, perPage: 10, sortDir: 'asc' })
  })

  it('goes back to page 1 for another status', () => {
    const page3 = readAdvanced({ page: 3, status: 2 })
    expect(advancedDatatableSearch.apply(page3, { status: 3 })).toEqual({ q: '', page: 1, perPage: 10, sortDir: 'asc', status: 3 })
  })
})
