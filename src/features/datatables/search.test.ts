import { describe, expect, it } from 'vitest'
import { validateAdvancedDatatableSearch, validateBasicDatatableSearch } from './search'

// The router hands validateSearch whatever the address holds; so do these tests.
const readAdvanced = (search: Record<string, unknown>) => validateAdvancedDatatableSearch(search as Parameters<typeof validateAdvancedDatatableSearch>[0])
const readBasic = (search: Record<string, unknown>) => validateBasicDatatableSearch(search as Parameters<typeof validateBasicDatatableSearch>[0])

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
    const mangled = { q: 'ann', page: 0, perPage: 7, sortBy: 'avatar', sortDir: 'up', status: 9 } as never
    expect(readAdvanced(mangled)).toEqual({ q: 'ann', page: 1, perPage: 10, sortDir: 'asc' })
  })

  it('has no status filter in the basic table', () => {
    expect(readBasic({ status: 2 })).not.toHaveProperty('status')
  })
})
