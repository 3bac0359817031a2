// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isRedirect } from '@tanstack/react-router'
import { parseFilterParam, parseTagParam, todoSearch } from './search'

// The router hands validateSearch whatever the address holds; so do these tests.
const readTodo = (search: Record<string, unknown>) => todoSearch.route.validateSearch(search as never)

describe('the to-do address', () => {
  it('reads the search text, the order and the open task', () => {
    expect(readTodo({})).toEqual({ q: '', sortBy: 'latest' })
    expect(readTodo({ q: 'plan', sortBy: 'title-desc', task: 12 })).toEqual({ q: 'plan', sortBy: 'title-desc', task: 12 })
    expect(readTodo({ q: 42 })).toEqual({ q: '42', sortBy: 'latest' })
  })

  it('falls back, value by value, on a mangled order or task', () => {
    expect(readTodo({ sortBy: 'priority', task: 'abc', q: 'x' })).toEqual({ q: 'x', sortBy: 'latest' })
    expect(readTodo({ task: 0 })).toEqual({ q: '', sortBy: 'latest' })
    expect(readTodo({ task: 2.5 })).toEqual({ q: '', sortBy: 'latest' })
  })

  it('keeps the default order out of the address and the open task across a search', () => {
    expect(todoSearch.defaults).toEqual({ q: '', sortBy: 'latest' })
    expect(todoSearch.apply({ q: 'plan', sortBy: 'latest', task: 3 }, { q: 'review' })).toEqual({ q: 'review', sortBy: 'latest', task: 3 })
    expect(todoSearch.apply({ q: '', sortBy: 'assignee', task: 3 }, { task: undefined })).toEqual({ q: '', sortBy: 'assignee' })
  })

  it('accepts the lists and tags of the contract and sends anything else to every task', () => {
    expect(parseFilterParam({ filter: 'completed' })).toEqual({ filter: 'completed' })
    expect(parseTagParam({ tag: 'update' })).toEqual({ tag: 'update' })
    for (const parse of [() => parseFilterParam({ filter: 'archived' }), () => parseTagParam({ tag: 'High' })]) {
      let thrown: unknown
      try {
        parse()
      } catch (error) {
        thrown = error
      }
      expect(isRedirect(thrown)).toBe(true)
      expect((thrown as { options: { to: string } }).options.to).toBe('/apps/todo')
    }
  })
})
