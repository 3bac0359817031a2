// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Task, TaskCounts } from '@/api/contract/todo'
import { forgetTask, writeMove, writeTask } from './cacheWrites'
import { todoKeys } from './queries'
import { allTasks, idsOf, importantTasks, NO_TAGS, task } from './taskTesting'
import { taskQuery } from './view'

const high = taskQuery({ tag: 'high' }, { q: 'task', sortBy: 'title-asc' })
const counts: TaskCounts = { all: 3, important: 1, completed: 0, deleted: 0, tags: { ...NO_TAGS, high: 2 } }

/** A cache holding three lists of the same tasks and the counts, as after visiting them. */
function cacheWithLists() {
  const cache = new QueryClient()
  const [one, two, three] = [task(1, { tags: ['high'] }), task(2, { isImportant: true, tags: ['high'] }), task(3)]
  cache.setQueryData(todoKeys.list(allTasks), [three, two, one])
  cache.setQueryData(todoKeys.list(importantTasks), [two])
  cache.setQueryData(todoKeys.list(high), [one, two])
  cache.setQueryData(todoKeys.counts(), counts)
  const ids = (query: typeof allTasks) => idsOf(cache.getQueryData<Task[]>(todoKeys.list(query))!)
  return { cache, one, two, three, ids, counts: () => cache.getQueryData<TaskCounts>(todoKeys.counts())! }
}

describe('the cache after a change to one task', () => {
  it('unstarring changes every list that holds the task, leaves Important, and moves the count', () => {
    const { cache, two, ids, counts: now } = cacheWithLists()
    writeTask(cache, two, { ...two, isImportant: false })
    expect(ids(allTasks)).toEqual([3, 2, 1])
    expect(cache.getQueryData<Task[]>(todoKeys.list(allTasks))![1]!.isImportant).toBe(false)
    expect(ids(importantTasks)).toEqual([])
    expect(ids(high)).toEqual([1, 2])
    expect(now()).toEqual({ ...counts, important: 0 })
  })

  it('deleting takes the task out of every list and its tag count, into the deleted count', () => {
    const { cache, one, ids, counts: now } = cacheWithLists()
    writeTask(cache, one, { ...one, isDeleted: true })
    expect(ids(allTasks)).toEqual([3, 2])
    expect(ids(high)).toEqual([2])
    expect(now()).toEqual({ ...counts, all: 2, deleted: 1, tags: { ...counts.tags, high: 1 } })
  })

  it('deleting for good forgets the task everywhere', () => {
    const { cache, two, ids, counts: now } = cacheWithLists()
    writeTask(cache, two, { ...two, isDeleted: true })
    forgetTask(cache, { ...two, isDeleted: true })
    expect(ids(allTasks)).toEqual([3, 1])
    expect(ids(importantTasks)).toEqual([])
    expect(now().deleted).toBe(0)
  })

  it('a drag moves the task in the list on screen only', () => {
    const { cache, ids } = cacheWithLists()
    writeMove(cache, allTasks, 3, 1)
    expect(ids(allTasks)).toEqual([2, 3, 1])
    expect(ids(high)).toEqual([1, 2])
  })
})
