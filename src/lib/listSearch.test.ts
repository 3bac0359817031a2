// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { listSearch } from './listSearch'
import { integer, oneOf, range, someOf } from './readers'

const users = listSearch({
  pageSizes: [10, 25, 50],
  sortBy: ['name', 'age'],
  filters: { role: oneOf(['admin', 'editor'], undefined), plan: integer(undefined, { min: 1 }) },
})
// The router hands validateSearch whatever the address holds; so do these tests.
const read = (search: Record<string, unknown>) => users.route.validateSearch(search as never)
const page3 = read({ q: 'ann', page: 3, perPage: 25, sortBy: 'age', sortDir: 'desc', role: 'admin' })

describe('list search: reading the address', () => {
  it('gives the default view for an empty query', () => {
    expect(read({})).toEqual({ q: '', page: 1, perPage: 10, sortDir: 'asc' })
    expect(users.defaults).toEqual({ q: '', page: 1, perPage: 10, sortDir: 'asc' })
  })

  it('keeps valid values, numbers in q included', () => {
    expect(read({ q: 61, page: 3, perPage: 25, sortBy: 'age', sortDir: 'desc', role: 'editor', plan: 2 })).toEqual({
      q: '61',
      page: 3,
      perPage: 25,
      sortBy: 'age',
      sortDir: 'desc',
      role: 'editor',
      plan: 2,
    })
  })

  it('replaces each mangled value by its default and keeps the others', () => {
    expect(read({ q: 'ann', page: 0, perPage: 7, sortBy: 'avatar', sortDir: 'up', role: 'root', plan: 1.5 })).toEqual({
      q: 'ann',
      page: 1,
      perPage: 10,
      sortDir: 'asc',
    })
    expect(read('garbage' as never)).toEqual(users.defaults)
  })

  it('reads only what was declared', () => {
    const mail = listSearch({ view: { mail: integer(undefined) } })
    expect(mail.route.validateSearch({ q: 'x', page: 2, sortBy: 'age', mail: 4 } as never)).toEqual({ q: 'x', mail: 4 })
    expect(mail.pageSizes).toEqual([])
    expect(mail.sortFields).toEqual([])
  })
})

describe('list search: writing it back', () => {
  it('goes back to page 1 when the search, a filter, the page size or the sort changes', () => {
    expect(users.apply(page3, { q: 'bob' }).page).toBe(1)
    expect(users.apply(page3, { role: 'editor' }).page).toBe(1)
    expect(users.apply(page3, { perPage: 50 }).page).toBe(1)
    expect(users.apply(page3, { sortBy: 'name' }).page).toBe(1)
  })

  it('keeps the page for a change that names it, or that changes nothing', () => {
    expect(users.apply(page3, { page: 4 })).toEqual({ ...page3, page: 4 })
    expect(users.apply(page3, { q: 'bob', page: 2 }).page).toBe(2)
    expect(users.apply(page3, { q: 'ann' }).page).toBe(3)
  })

  it('keeps the page when view state changes', () => {
    const withView = listSearch({ pageSizes: [10], view: { open: integer(undefined) } })
    const search = withView.route.validateSearch({ page: 2 } as never)
    expect(withView.apply(search, { open: 7 })).toEqual({ q: '', page: 2, perPage: 10, open: 7 })
  })

  it('drops a field set to undefined', () => {
    expect(users.apply(page3, { role: undefined })).not.toHaveProperty('role')
  })

  it('clears the search and the filters, not the sort', () => {
    expect(users.cleared).toEqual({ q: '' })
    expect(users.apply(page3, users.cleared)).toEqual({ q: '', page: 1, perPage: 25, sortBy: 'age', sortDir: 'desc' })
  })

  it('leaves the defaults out of the address', () => {
    const [strip] = users.route.search.middlewares
    const written = strip!({ search: page3, next: () => ({ ...page3, page: 1, perPage: 10, q: '' }) } as never)
    expect(written).toEqual({ sortBy: 'age', sortDir: 'desc', role: 'admin' })
  })

  it('navigates through the route with the change applied', async () => {
    const navigate = vi.fn(async () => {})
    users.navigator(navigate)({ q: 'bob' }, { replace: true })
    const [[options]] = navigate.mock.calls as unknown as [[{ search: (s: typeof page3) => typeof page3; replace: boolean }]]
    expect(options.replace).toBe(true)
    expect(options.search(page3)).toEqual({ ...page3, q: 'bob', page: 1 })
  })
})

describe('list search: filters of several values and ranges', () => {
  const invoices = listSearch({
    pageSizes: [10, 25],
    filters: { status: someOf(['paid', 'sent', 'draft']), total: range({ min: 0, max: 1000 }) },
  })
  const page2 = invoices.route.validateSearch({ page: 2, status: ['sent', 'paid'], total: { from: 50 } } as never)

  it('reads them, in order, with the rest', () => {
    expect(page2).toEqual({ q: '', page: 2, perPage: 10, status: ['paid', 'sent'], total: { from: 50 } })
  })

  it('goes back to page 1 only when one of them really changes', () => {
    expect(invoices.apply(page2, { status: ['paid', 'sent'] }).page).toBe(2)
    expect(invoices.apply(page2, { total: { from: 50 } }).page).toBe(2)
    expect(invoices.apply(page2, { status: ['paid'] }).page).toBe(1)
    expect(invoices.apply(page2, { total: { from: 50, to: 60 } }).page).toBe(1)
  })

  it('clears them to nothing chosen, and leaves them out of the address then', () => {
    expect(invoices.cleared).toEqual({ q: '', status: [], total: {} })
    const cleared = invoices.apply(page2, invoices.cleared)
    expect(cleared).toEqual(invoices.defaults)
    const [strip] = invoices.route.search.middlewares
    expect(strip!({ search: cleared, next: () => cleared } as never)).toEqual({})
  })
})
