// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { datatablesData } from './datatables'
import { toOpenApi } from './openapi'
import { MAX_PER_PAGE, pageAnswer, pageQuery } from './paging'

const Query = z.object({
  ...pageQuery({ defaultPerPage: 9, searchFields: ['name'], sortBy: ['featured', 'price'] }),
  brand: z.string().optional(),
})

describe('pageQuery()', () => {
  it('fills in q, the first page and the list default page size; sortBy stays absent', () => {
    expect(Query.parse({})).toEqual({ q: '', page: 1, perPage: 9, sortDir: 'asc' })
  })

  it('reads numbers sent as text, and the sort', () => {
    expect(Query.parse({ q: 'tv', page: '3', perPage: '25', sortBy: 'price', sortDir: 'desc', brand: 'x' })).toEqual({
      q: 'tv',
      page: 3,
      perPage: 25,
      sortBy: 'price',
      sortDir: 'desc',
      brand: 'x',
    })
  })

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ perPage: String(MAX_PER_PAGE + 1) }, 'perPage'],
    [{ sortBy: 'name' }, 'sortBy'],
    [{ sortDir: 'up' }, 'sortDir'],
  ])('refuses %j, naming the field', (input, field) => {
    expect(Query.safeParse(input).error?.issues.map((issue) => issue.path.join('.'))).toEqual([field])
  })
})

describe('pageAnswer()', () => {
  it('names the rows as the call does, with total', () => {
    const Answer = z.object(pageAnswer('products', z.object({ id: z.number() })))
    expect(Object.keys(Answer.shape)).toEqual(['products', 'total'])
    expect(Answer.parse({ products: [{ id: 1 }], total: 12 })).toEqual({ products: [{ id: 1 }], total: 12 })
    expect(Answer.safeParse({ products: [], total: -1 }).success).toBe(false)
  })

  it('keeps the SPEC order of the datatables answer: allData, invoices, total', () => {
    expect(Object.keys(datatablesData.response.shape)).toEqual(['allData', 'invoices', 'total'])
  })
})

describe('in the OpenAPI document', () => {
  it('says what q searches, and that the datatables sort is beyond the SPEC', () => {
    const parameters = toOpenApi({ datatablesData }).paths['/api/datatables/data']!.get!.parameters
    const described = Object.fromEntries(parameters.map((p) => [p.name, p.schema.description]))
    expect(described.q).toBe('Case-insensitive text found in full_name, post, email, age, salary, start_date.')
    expect(described.sortBy).toMatch(/^Beyond the SPEC: /)
    expect(described.sortDir).toMatch(/^Beyond the SPEC: /)
    expect(described.allData).toMatch(/^Beyond the SPEC: false leaves allData out/)
    expect(parameters.map((p) => [p.name, p.required])).toEqual([
      ['q', false],
      ['page', false],
      ['perPage', false],
      ['sortBy', false],
      ['sortDir', false],
      ['status', false],
      ['allData', false],
    ])
  })
})
