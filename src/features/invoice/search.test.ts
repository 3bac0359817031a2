// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { invoiceSearch } from './search'

// The router hands validateSearch whatever the address holds; so do these tests.
const readInvoices = (search: Record<string, unknown>) => invoiceSearch.route.validateSearch(search as never)

describe('invoice list address', () => {
  it('gives the default view for an empty query: page 1 of 10, no filter, no sort', () => {
    expect(readInvoices({})).toEqual({ q: '', page: 1, perPage: 10, sortDir: 'asc' })
  })

  it('keeps valid values, statuses spelled exactly (spaces included)', () => {
    expect(readInvoices({ q: 'Nathan', page: 3, perPage: 25, sortBy: 'total', sortDir: 'desc', status: 'Partial Payment' })).toEqual({
      q: 'Nathan',
      page: 3,
      perPage: 25,
      sortBy: 'total',
      sortDir: 'desc',
      status: 'Partial Payment',
    })
    expect(readInvoices({ q: 4987 })).toMatchObject({ q: '4987' })
  })

  it('replaces each mangled value by its default and keeps the others', () => {
    const mangled = { q: 'don', page: 0, perPage: 7, sortBy: 'avatar', sortDir: 'up', status: 'paid' }
    expect(readInvoices(mangled)).toEqual({ q: 'don', page: 1, perPage: 10, sortDir: 'asc' })
  })

  it('goes back to page 1 for another status, search or sort, not for a page change', () => {
    const page3 = readInvoices({ page: 3, status: 'Paid' })
    expect(invoiceSearch.apply(page3, { status: 'Draft' })).toMatchObject({ page: 1, status: 'Draft' })
    expect(invoiceSearch.apply(page3, { q: 'x' })).toMatchObject({ page: 1, q: 'x' })
    expect(invoiceSearch.apply(page3, { sortBy: 'issuedDate' })).toMatchObject({ page: 1, sortBy: 'issuedDate' })
    expect(invoiceSearch.apply(page3, { page: 4 })).toMatchObject({ page: 4, status: 'Paid' })
  })

  it('clears the search and the status, back on page 1', () => {
    const filtered = readInvoices({ q: 'don', page: 3, status: 'Sent', perPage: 50 })
    expect(invoiceSearch.apply(filtered, invoiceSearch.cleared)).toEqual({ q: '', page: 1, perPage: 50, sortDir: 'asc' })
  })
})
