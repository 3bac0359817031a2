// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pageOf } from './lists'

interface Person {
  id: number
  name: string
  city: string
  role: 'admin' | 'client'
  salary: string
  address: { street: string }
}

const people: Person[] = [
  { id: 1, name: 'Ada Lovelace', city: 'London', role: 'admin', salary: '$9000.00', address: { street: 'Elm Row' } },
  { id: 2, name: 'Grace Hopper', city: 'New York', role: 'client', salary: '$10000.00', address: { street: 'Main St' } },
  { id: 3, name: 'Alan Turing', city: 'Wilmslow', role: 'admin', salary: '$8500.50', address: { street: 'Adlington Rd' } },
  { id: 4, name: 'Edsger Dijkstra', city: 'Austin', role: 'client', salary: '$9500.00', address: { street: 'Elm St' } },
  { id: 5, name: 'Barbara Liskov', city: 'Boston', role: 'admin', salary: '$12000.00', address: { street: 'Oak Ave' } },
]

type Query = {
  q?: string
  page?: number
  perPage?: number
  sortBy?: 'name' | 'salary'
  sortDir?: 'asc' | 'desc'
  role?: Person['role']
}

const options = {
  searchFields: ['name', (p: Person) => p.address.street] as const,
  sortKeys: { name: (p: Person) => p.name, salary: (p: Person) => Number(p.salary.slice(1)) },
  filters: { role: (p: Person, role: Person['role']) => p.role === role },
}
const page = (query: Query) => pageOf(people, query, options)
const ids = (query: Query) => page(query).rows.map((p) => p.id)

describe('pageOf', () => {
  it('answers every row in stored order when the query asks for nothing', () => {
    expect(page({})).toEqual({ rows: people, total: 5 })
  })

  it('finds q in the search fields, ignoring case and surrounding space, and nowhere else', () => {
    expect(ids({ q: '  LOVELACE ' })).toEqual([1])
    expect(ids({ q: 'elm' })).toEqual([1, 4]) // in a field made by a function
    expect(ids({ q: 'london' })).toEqual([]) // the city is not searched
    expect(ids({ q: '' })).toEqual([1, 2, 3, 4, 5])
  })

  it('applies each filter whose value is given, and no other', () => {
    expect(ids({ role: 'client' })).toEqual([2, 4])
    expect(ids({ role: undefined })).toEqual([1, 2, 3, 4, 5])
    expect(ids({ role: 'admin', q: 'a' })).toEqual([1, 3, 5])
  })

  it('sorts by the sort key of sortBy, both ways, by meaning rather than text', () => {
    expect(ids({ sortBy: 'salary' })).toEqual([3, 1, 4, 2, 5])
    expect(ids({ sortBy: 'salary', sortDir: 'desc' })).toEqual([5, 2, 4, 1, 3])
    expect(ids({ sortBy: 'name', sortDir: 'asc' })).toEqual([1, 3, 5, 4, 2])
  })

  it('cuts the sorted, filtered rows into pages and counts every match', () => {
    expect(page({ sortBy: 'salary', page: 2, perPage: 2 })).toEqual({ rows: [people[3], people[1]], total: 5 })
    expect(page({ role: 'admin', page: 2, perPage: 2 })).toEqual({ rows: [people[4]], total: 3 })
    expect(page({ page: 9, perPage: 2 })).toEqual({ rows: [], total: 5 })
  })

  it('asks for a sort key for every sortBy the query may name', () => {
    // @ts-expect-error: 'salary' has no sort key
    pageOf(people, {} as Query, { searchFields: ['name'], sortKeys: { name: (p) => p.name } })
    // A query without sortBy needs no sort keys, and filters are typed by the query's fields.
    pageOf(people, {} as { q?: string; role?: Person['role'] }, {
      searchFields: ['name'],
      filters: { role: (p, role) => p.role === role },
    })
    // @ts-expect-error: the query has no field named status
    pageOf(people, {} as { q?: string; role?: Person['role'] }, { searchFields: ['name'], filters: { status: () => true } })
  })
})
