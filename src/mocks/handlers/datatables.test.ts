// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  DATATABLE_SEARCH_FIELDS,
  datatablesData,
  datatablesInitialData,
  updateDatatableRow,
  type DatatableRow,
  type DatatablesQuery,
} from '@/api/contract'
import { memoryPersistence, openDb } from '@/mocks/db'
import { seedDatatableRows } from '@/mocks/db/datatables'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'

setupMockBackend()

const seed = seedDatatableRows()
const row = (id: number) => seed.find((r) => r.id === id)!

const getPage = (query: DatatablesQuery = {}) => expectSuccess(datatablesData, { query })

/** Every row whose searched fields (DATATABLE_SEARCH_FIELDS) contain `q`, ignoring case: what the server must find. */
function expectedMatches(q: string): DatatableRow[] {
  return seed.filter((r) => DATATABLE_SEARCH_FIELDS.some((field) => r[field].toLowerCase().includes(q.toLowerCase())))
}

const ids = (rows: readonly DatatableRow[]) => rows.map((r) => r.id)

describe('the datatable seed', () => {
  it('has 100 rows in the SPEC formats, the same every time', () => {
    expect(seed).toHaveLength(100)
    expect(seedDatatableRows()).toEqual(seed)
    for (const r of seed) {
      expect(r.start_date).toMatch(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d)\/20\d{2}$/)
      expect(r.salary).toMatch(/^\$\d+\.\d{2}$/)
      expect(r.age).toMatch(/^\d{2}$/)
      expect(r.experience).toMatch(/^(1 Year|([2-9]|1\d) Years)$/)
      expect(r.status).toBeGreaterThanOrEqual(1)
      expect(r.status).toBeLessThanOrEqual(5)
      expect(r.avatar).toMatch(/^(|\/images\/avatars\/\d+\.svg)$/)
    }
  })

  it('varies names, posts, cities, statuses and avatars', () => {
    expect(new Set(seed.map((r) => r.full_name)).size).toBe(100)
    expect(new Set(seed.map((r) => r.email)).size).toBe(100)
    expect(new Set(seed.map((r) => r.post)).size).toBeGreaterThan(20)
    expect(new Set(seed.map((r) => r.city)).size).toBeGreaterThan(20)
    expect(new Set(seed.map((r) => r.status))).toEqual(new Set([1, 2, 3, 4, 5]))
    expect(seed.some((r) => r.avatar === '')).toBe(true)
  })
})

describe('GET /api/datatables/initial-data', () => {
  it('answers every row as an array', async () => {
    expect(await callEndpoint(datatablesInitialData)).toEqual({ status: 200, body: seed })
  })
})

describe('GET /api/datatables/data', () => {
  it('answers page 1 of 10 rows by default, with every row and the total', async () => {
    const answer = await getPage()
    expect(ids(answer.invoices)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(answer.total).toBe(100)
    expect(answer.allData).toEqual(seed)
  })

  describe('q', () => {
    it.each(DATATABLE_SEARCH_FIELDS)('finds a row by its %s', async (field) => {
      const target = row(37)
      const q = target[field]
      const answer = await getPage({ q, perPage: 100 })
      expect(ids(answer.invoices)).toContain(37)
      expect(ids(answer.invoices)).toEqual(ids(expectedMatches(q)))
      expect(answer.total).toBe(expectedMatches(q).length)
    })

    it('finds exactly one person by full name, email or salary', async () => {
      const target = row(58)
      for (const q of [target.full_name, target.email, target.salary]) {
        expect(ids((await getPage({ q })).invoices)).toEqual([58])
      }
    })

    it('ignores case', async () => {
      const { full_name, post } = row(12)
      expect(ids((await getPage({ q: full_name.toUpperCase() })).invoices)).toEqual([12])
      const lower = await getPage({ q: post.toLowerCase(), perPage: 100 })
      const mixed = await getPage({ q: post.toUpperCase(), perPage: 100 })
      expect(lower.total).toBeGreaterThan(0)
      expect(mixed).toEqual(lower)
    })

    it('matches part of a field, across rows', async () => {
      const answer = await getPage({ q: 'engineer', perPage: 100 })
      expect(answer.total).toBeGreaterThan(1)
      expect(ids(answer.invoices)).toEqual(ids(expectedMatches('engineer')))
    })

    it.each([
      ['city', (r: DatatableRow) => r.city],
      ['experience', (r: DatatableRow) => r.experience],
      ['avatar', (r: DatatableRow) => r.avatar.replace(/\d+\.png$/, '')],
    ])('searches no other field: a term only in the %s finds nothing', async (_, valueOf) => {
      // A value of that field that no searched field contains.
      const term = seed.map(valueOf).find((value) => value !== '' && expectedMatches(value).length === 0)
      expect(term).toBeDefined()
      const answer = await getPage({ q: term! })
      expect(answer.total).toBe(0)
      expect(answer.invoices).toEqual([])
      expect(answer.allData).toHaveLength(100)
    })
  })

  describe('paging', () => {
    it('answers the last, partial page', async () => {
      const answer = await getPage({ perPage: 30, page: 4 })
      expect(ids(answer.invoices)).toEqual([91, 92, 93, 94, 95, 96, 97, 98, 99, 100])
      expect(answer.total).toBe(100)
    })

    it('answers an empty page past the end, with the right total', async () => {
      expect(await getPage({ page: 11 })).toMatchObject({ invoices: [], total: 100 })
      const q = row(5).post
      expect(await getPage({ q, page: 50 })).toMatchObject({ invoices: [], total: expectedMatches(q).length })
    })

    it('pages the filtered rows', async () => {
      const matches = expectedMatches('a')
      expect(matches.length).toBeGreaterThan(10)
      expect(ids((await getPage({ q: 'a', page: 2, perPage: 5 })).invoices)).toEqual(ids(matches.slice(5, 10)))
    })

    it('gives up to 100 rows per page', async () => {
      expect((await getPage({ perPage: 100 })).invoices).toHaveLength(100)
    })
  })

  describe('sorting (beyond the SPEC)', () => {
    const salary = (r: DatatableRow) => Number(r.salary.slice(1))
    const date = (r: DatatableRow) => r.start_date.replace(/(\d+)\/(\d+)\/(\d+)/, '$3$1$2')

    it('sorts money by amount, both ways, before paging', async () => {
      const ascending = [...seed].sort((a, b) => salary(a) - salary(b))
      expect(ids((await getPage({ sortBy: 'salary', sortDir: 'asc' })).invoices)).toEqual(ids(ascending.slice(0, 10)))
      expect(ids((await getPage({ sortBy: 'salary', sortDir: 'desc' })).invoices)).toEqual(
        ids(ascending.reverse().slice(0, 10)),
      )
    })

    it('sorts MM/DD/YYYY dates by date, not as text', async () => {
      const { invoices } = await getPage({ sortBy: 'start_date', perPage: 100 })
      const keys = invoices.map(date)
      expect(keys).toEqual([...keys].sort())
      const { invoices: newestFirst } = await getPage({ sortBy: 'start_date', sortDir: 'desc', perPage: 100 })
      expect(newestFirst.map(date)).toEqual([...keys].reverse())
    })

    it('sorts text, age and experience by their meaning', async () => {
      const names = (await getPage({ sortBy: 'full_name', sortDir: 'desc', perPage: 100 })).invoices.map((r) => r.full_name)
      expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })))
      const years = (await getPage({ sortBy: 'experience', perPage: 100 })).invoices.map((r) => Number.parseInt(r.experience))
      expect(years).toEqual([...years].sort((a, b) => a - b))
      const ages = (await getPage({ sortBy: 'age', sortDir: 'desc', perPage: 100 })).invoices.map((r) => Number(r.age))
      expect(ages).toEqual([...ages].sort((a, b) => b - a))
    })

    it('keeps id order when no sort is asked for', async () => {
      expect(ids((await getPage({ q: 'a', perPage: 100 })).invoices)).toEqual(ids(expectedMatches('a')))
    })
  })

  describe('status filter (beyond the SPEC)', () => {
    it('keeps only rows of that status, together with q', async () => {
      const answer = await getPage({ status: 3, perPage: 100 })
      expect(answer.total).toBe(seed.filter((r) => r.status === 3).length)
      expect(answer.invoices.every((r) => r.status === 3)).toBe(true)

      const q = 'e'
      const both = await getPage({ status: 3, q, perPage: 100 })
      expect(ids(both.invoices)).toEqual(ids(expectedMatches(q).filter((r) => r.status === 3)))
    })
  })

  describe('bad query values are a 400 naming the field', () => {
    it.each([
      [{ page: 0 }, { page: ['Too small: expected number to be >0'] }],
      [{ perPage: 'abc' }, { perPage: ['Expected a whole number in decimal digits'] }],
      [{ page: 1.5 }, { page: ['Expected a whole number in decimal digits'] }],
      [{ perPage: 101 }, { perPage: ['Too big: expected number to be <=100'] }],
      [{ status: 6 }, { status: ['Too big: expected number to be <=5'] }],
      [{ sortBy: 'avatar', sortDir: 'up' }, {
        sortBy: [expect.stringContaining('Invalid option')],
        sortDir: ['Invalid option: expected one of "asc"|"desc"'],
      }],
    ])('%j', async (query, error) => {
      expect(await callEndpoint(datatablesData, { query: query as never })).toEqual({ status: 400, body: { error } })
    })
  })

  it.each([datatablesData, datatablesInitialData])('$id needs an access token', async (endpoint) => {
    expect(await callEndpoint(endpoint, {}, { as: null })).toEqual({ status: 401, body: { error: 'Missing access token' } })
  })
})

describe('PATCH /api/datatables/rows/:id (beyond the SPEC)', () => {
  const patch = (id: number, body: object, as?: 'client') =>
    callEndpoint(updateDatatableRow, { params: { id }, body } as never, as ? { as } : {})

  it('changes the given fields, stores the salary as the rows show it, and answers the whole row', async () => {
    const answer = await expectSuccess(updateDatatableRow, {
      params: { id: 7 },
      body: { full_name: '  Ada Lovelace ', email: 'ada@example.com', salary: 45000.5, status: 2, city: 'London' },
    })
    expect(answer).toEqual({ ...row(7), full_name: 'Ada Lovelace', email: 'ada@example.com', salary: '$45000.50', status: 2, city: 'London' })
    expect((await getPage({ q: 'ada@example.com' })).invoices).toEqual([answer])
    expect((await callEndpoint(datatablesInitialData)).body).toContainEqual(answer)
  })

  it('keeps the change across a reload', async () => {
    const store = memoryPersistence()
    await openDb(store)
    await expectSuccess(updateDatatableRow, { params: { id: 3 }, body: { salary: 0 } })
    await openDb(store)
    expect((await getPage({ perPage: 3 })).invoices[2]!.salary).toBe('$0.00')
  })

  it.each([
    [{ email: 'not-an-email' }, 'email'],
    [{ salary: -1 }, 'salary', 'A salary cannot be negative'],
    [{ full_name: '   ' }, 'full_name', 'Enter a name'],
    [{ status: 6 }, 'status'],
    [{ salary: '$100' }, 'salary'],
  ])('%j is a 400 naming the field, and nothing is stored', async (body, field, message?: string) => {
    const { status, body: answer } = await patch(9, body)
    expect(status).toBe(400)
    const error = (answer as unknown as { error: Record<string, string[]> }).error
    expect(Object.keys(error)).toEqual([field])
    if (message) expect(error[field]).toEqual([message])
    expect((await getPage({ perPage: 9 })).invoices[8]).toEqual(row(9))
  })

  it('answers 404 for an unknown id', async () => {
    expect(await patch(1000, { city: 'Lyon' })).toEqual({ status: 404, body: { error: 'No row with id 1000' } })
  })

  it('refuses the client role, who may only read', async () => {
    expect(await patch(1, { city: 'Lyon' }, 'client')).toEqual({ status: 403, body: { error: 'The client role may not update Table' } })
    expect((await getPage({ perPage: 1 })).invoices[0]).toEqual(row(1))
  })
})
