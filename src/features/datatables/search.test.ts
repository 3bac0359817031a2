import { describe, expect, it } from 'vitest'
import { validateAdvancedDatatableSearch, validateBasicDatatableSearch } from './search'

describe('data table address', () => {
  it('gives the default view for an empty query', () => {
    expect(validateBasicDatatableSearch({})).toEqual({ q: '', page: 1, perPage: 10, sortDir: 'asc' })
  })

  it('keeps valid values, numbers in q included', () => {
    expect(validateAdvancedDatatableSearch({ q: 61 as unknown as string, page: 3, perPage: 25, sortBy: 'salary', sortDir: 'desc', status: 2 })).toEqual({
      q: '61',
      page: 3,
      perPage: 25,
      sortBy: 'salary',
      sortDir: 'desc',
      status: 2,
    })
  })

  it('replaces each mangled value by its default and keeps the others', () => {
    const mangled = { q: 'ann', page: 0, perPage: 7, sortBy: 'avatar', sortDir: 'up', status: 9 } as never
    expect(validateAdvancedDatatableSearch(mangled)).toEqual({ q: 'ann', page: 1, perPage: 10, sortDir: 'asc' })
  })

  it('has no status filter in the basic table', () => {
    expect(validateBasicDatatableSearch({ status: 2 } as never)).not.toHaveProperty('status')
  })
})
