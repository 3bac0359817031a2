import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Task, TaskCounts } from '@/api/contract/todo'
import { forgetTask, writeMove, writeTask } from './cacheWrites'
import { todoKeys } from './queries'
import { taskQuery } from './view'

const task = (id: number, changes: Partial<Task> = {}): Task => ({
  id,
  title: `Task ${id}`,
  dueDate: null,
  description: '',
  assignee: null,
  tags: [],
  isCompleted: false,
  isDeleted: false,
  isImportant: false,
  ...changes,
})

const all = taskQuery({}, { q: '', sortBy: 'latest' })
const important = taskQuery({ filter: 'important' }, { q: '', sortBy: 'latest' })
const high = taskQuery({ tag: 'high' }, { q: 'task', sortBy: 'title-asc' })
const counts: TaskCounts = { all: 3, important: 1, completed: 0, deleted: 0, tags: { team: 0, low: 0, medium: 0, high: 2, update: 0 } }

/** A cache holding three lists of the same tasks and the counts, as after visiting them. */
function cacheWithLists() {
  const cache = new QueryClient()
  const [one, two, three] = [task(1, { tags: ['high'] }), task(2, { isImportant: true, tags: ['high'] }), task(3)]
  cache.setQueryData(todoKeys.list(all), [three, two, one])
  cache.setQueryData(todoKeys.list(important), [two])
  cache.setQueryData(todoKeys.list(high), [one, two])
  cache.setQueryData(todoKeys.counts(), counts)
  const ids = (query: typeof all) => cache.getQueryData<Task[]>(todoKeys.list(query))!.map((listed) => listed.id)
  return { cache, one, two, three, ids, counts: () => cache.getQueryData<TaskCounts>(todoKeys.counts())! }
}

describe('the cache after a change to one task', () => {
  it('unstarring changes every list that holds the task, leaves Important, and moves the count', () => {
    const { cache, two, ids, counts: now } = cacheWithLists()
    writeTask(cache, two, { ...two, isImportant: false })
    expect(ids(all)).toEqual([3, 2, 1])
    expect(cache.getQueryData<Task[]>(todoKeys.list(all))![1]!.isImportant).toBe(false)
    expect(ids(important)).toEqual([])
    expect(ids(high)).toEqual([1, 2])
    expect(now()).toEqual({ ...counts, important: 0 })
  })

  it('deleting takes the task out of every list and its tag count, into the deleted count', () => {
    const { cache, one, ids, counts: now } = cacheWithLists()
    writeTask(cache, one, { ...one, isDeleted: true })
    expect(ids(all)).toEqual([3, 2])
    expect(ids(high)).toEqual([2])
    expect(now()).toEqual({ ...counts, all: 2, deleted: 1, tags: { ...counts.tags, high: 1 } })
  })

  it('deleting for good forgets the task everywhere', () => {
    const { cache, two, ids, counts: now } = cacheWithLists()
    writeTask(cache, two, { ...two, isDeleted: true })
    forgetTask(cache, { ...two, isDeleted: true })
    expect(ids(all)).toEqual([3, 1])
    expect(ids(important)).toEqual([])
    expect(now().deleted).toBe(0)
  })

  it('a drag moves the task in the list on screen only', () => {
    const { cache, ids } = cacheWithLists()
    writeMove(cache, all, 3, 1)
    expect(ids(all)).toEqual([2, 3, 1])
    expect(ids(high)).toEqual([1, 2])
  })
})
