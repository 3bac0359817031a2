// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { date, integer, oneOf, range, someOf, text } from './readers'
import { urlSearch, type SearchOf } from './urlSearch'

const report = urlSearch(
  {
    tab: oneOf(['summary', 'details'], 'summary'),
    day: date(undefined),
    status: someOf(['paid', 'sent', 'draft']),
    total: range({ min: 0, max: 1000 }),
    page: integer(1, { min: 1 }),
    note: text(undefined),
  },
  { resets: { page: ['day', 'status', 'total'] } },
)
type ReportSearch = SearchOf<typeof report>

// The router hands validateSearch whatever the address holds; so do these tests.
const read = (search: Record<string, unknown>) => report.route.validateSearch(search as never)
// What the middleware writes into the address for a search.
function written(search: ReportSearch) {
  const [strip] = report.route.search.middlewares
  return strip!({ search, next: () => search } as never)
}

describe('url search: reading the address', () => {
  it('gives every field its default for an empty query', () => {
    expect(read({})).toEqual({ tab: 'summary', status: [], total: {}, page: 1 })
    expect(report.defaults).toEqual({ tab: 'summary', status: [], total: {}, page: 1 })
  })

  it('keeps valid values', () => {
    const search = { tab: 'details', day: '2024-02-29', status: ['paid', 'draft'], total: { from: 10, to: 90 }, page: 2, note: 'x' }
    expect(read(search)).toEqual(search)
  })

  it('replaces each bad value by its default and keeps the others', () => {
    expect(read({ tab: 'Details', day: '2023-02-29', status: ['paid', 'lost'], total: 'lots', page: 2 })).toEqual({
      tab: 'summary',
      status: ['paid'],
      total: {},
      page: 2,
    })
    expect(read(null as never)).toEqual(report.defaults)
  })

  it('reads a loader\'s location.search as the route does, and gives the route no loaderDeps (one match per page)', () => {
    expect(report.read({ tab: 'details', page: '2' })).toEqual(read({ tab: 'details', page: '2' }))
    expect(report.read(undefined)).toEqual(report.defaults)
    expect('loaderDeps' in report.route).toBe(false)
  })
})

describe('url search: writing it back', () => {
  const page3 = read({ tab: 'details', status: ['paid'], total: { from: 10 }, page: 3 })

  it('compares arrays and ranges deeply: the same value changes nothing, another resets', () => {
    expect(report.apply(page3, { status: ['paid'] }).page).toBe(3)
    expect(report.apply(page3, { total: { from: 10 } }).page).toBe(3)
    expect(report.apply(page3, { status: ['paid', 'sent'] })).toEqual({ ...page3, status: ['paid', 'sent'], page: 1 })
    expect(report.apply(page3, { total: { from: 10, to: 20 } }).page).toBe(1)
    expect(report.apply(page3, { day: '2024-01-05' }).page).toBe(1)
  })

  it('keeps a field that resets when the change names it, and resets nothing for other fields', () => {
    expect(report.apply(page3, { status: [], page: 2 }).page).toBe(2)
    expect(report.apply(page3, { tab: 'summary' }).page).toBe(3)
  })

  it('reads the change as the route will: values put in order, bad ones back at their default', () => {
    expect(report.apply(page3, { status: ['draft', 'paid'] }).status).toEqual(['paid', 'draft'])
    expect(report.apply(page3, { total: { from: 90, to: 20 } }).total).toEqual({ from: 20, to: 90 })
    expect(report.apply(page3, { day: '2024-02-30' })).not.toHaveProperty('day')
    expect(report.apply(page3, { page: 0 }).page).toBe(1)
  })

  it('drops a field set to undefined, and keeps what it was not declared with', () => {
    const withNote = report.apply(page3, { note: 'n' })
    expect(report.apply(withNote, { note: undefined })).not.toHaveProperty('note')
    expect(report.apply({ ...page3, other: 1 } as ReportSearch, { tab: 'summary' })).toHaveProperty('other', 1)
  })

  it('leaves defaults out of the address, empty lists and ranges included', () => {
    expect(written(report.defaults)).toEqual({})
    expect(written(page3)).toEqual({ tab: 'details', status: ['paid'], total: { from: 10 }, page: 3 })
    expect(written(report.apply(page3, { status: [], total: {}, tab: 'summary' }))).toEqual({})
  })

  it('navigates through the route with the change applied, by the declared way unless told otherwise', () => {
    const navigate = vi.fn(async () => {})
    const quiet = urlSearch({ tab: oneOf(['a', 'b'], 'a') }, { navigation: { replace: true, resetScroll: false } })
    const change = quiet.navigator(navigate)
    change({ tab: 'b' })
    change({ tab: 'a' }, { replace: false })
    const calls = navigate.mock.calls as unknown as [{ search: (s: { tab: string }) => unknown; replace?: boolean; resetScroll?: boolean }][]
    expect(calls[0]![0]).toMatchObject({ replace: true, resetScroll: false })
    expect(calls[0]![0].search({ tab: 'a' })).toEqual({ tab: 'b' })
    expect(calls[1]![0]).toMatchObject({ replace: false, resetScroll: false })
  })
})
