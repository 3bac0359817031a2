// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { TaskCounts } from '@/api/contract/todo'
import { beforeIdAfterMove, countsOf, withCountsMoved, withTaskChanged, withTaskMoved } from './taskState'
import { allTasks, idsOf, importantTasks, NO_TAGS, task } from './taskTesting'
import { belongsIn, canReorder, taskQuery, toListCall } from './view'

const counts = (changes: Partial<TaskCounts> = {}): TaskCounts => ({ all: 10, important: 3, completed: 2, deleted: 1, tags: { ...NO_TAGS, high: 4 }, ...changes })

describe('the sidebar counts', () => {
  it('count a live task in all, its flags and its tags; a deleted one only in deleted', () => {
    expect(countsOf(task(1, { isImportant: true, tags: ['high', 'team'] }))).toEqual({
      all: 1,
      important: 1,
      completed: 0,
      deleted: 0,
      tags: { ...NO_TAGS, high: 1, team: 1 },
    })
    expect(countsOf(task(1, { isImportant: true, isCompleted: true, tags: ['high'], isDeleted: true }))).toEqual({
      all: 0,
      important: 0,
      completed: 0,
      deleted: 1,
      tags: NO_TAGS,
    })
  })

  it('move with a change: completing, starring, deleting a tagged task, deleting for good', () => {
    const before = task(1, { tags: ['high'] })
    expect(withCountsMoved(counts(), before, { ...before, isCompleted: true })).toEqual(counts({ completed: 3 }))
    expect(withCountsMoved(counts(), before, { ...before, isImportant: true })).toEqual(counts({ important: 4 }))
    expect(withCountsMoved(counts(), before, { ...before, isDeleted: true })).toEqual(counts({ all: 9, deleted: 2, tags: { ...NO_TAGS, high: 3 } }))
    expect(withCountsMoved(counts(), { ...before, isDeleted: true }, null)).toEqual(counts({ deleted: 0 }))
  })

  it('never go below zero, whatever the cache held', () => {
    expect(withCountsMoved(counts({ important: 0 }), task(1, { isImportant: true }), task(1))).toEqual(counts({ important: 0 }))
  })
})

describe('a list after a task changed', () => {
  const list = [task(3), task(2, { isImportant: true }), task(1)]

  it('shows the new copy in its place while the task still belongs there', () => {
    const changed = withTaskChanged(list, allTasks, task(2, { isImportant: true, isCompleted: true }))
    expect(idsOf(changed)).toEqual([3, 2, 1])
    expect(changed[1]!.isCompleted).toBe(true)
  })

  it('leaves a list it no longer belongs in (unstarred in Important, deleted anywhere but Deleted)', () => {
    expect(idsOf(withTaskChanged(list, importantTasks, task(2)))).toEqual([3, 1])
    expect(idsOf(withTaskChanged(list, allTasks, task(3, { isDeleted: true })))).toEqual([2, 1])
  })

  it('leaves a list that did not hold it alone: where it goes is for the refetch to say', () => {
    expect(idsOf(withTaskChanged([task(2, { isImportant: true })], importantTasks, task(5, { isImportant: true })))).toEqual([2])
  })
})

describe('the rule of each list', () => {
  it('keeps deleted tasks out of every list but Deleted, and out of every tag', () => {
    const deleted = task(1, { isDeleted: true, isImportant: true, tags: ['team'] })
    expect(belongsIn(deleted, {})).toBe(false)
    expect(belongsIn(deleted, { filter: 'important' })).toBe(false)
    expect(belongsIn(deleted, { tag: 'team' })).toBe(false)
    expect(belongsIn(deleted, { filter: 'deleted' })).toBe(true)
    expect(belongsIn(task(2, { tags: ['team'] }), { tag: 'team' })).toBe(true)
    expect(belongsIn(task(2, { tags: ['low'] }), { tag: 'team' })).toBe(false)
  })

  it('asks the back end with the defaults left out, and lets tasks be dragged in the latest order only', () => {
    expect(toListCall(taskQuery({}, { q: '', sortBy: 'latest' }))).toEqual({})
    expect(toListCall(taskQuery({ tag: 'high' }, { q: 'plan', sortBy: 'title-asc' }))).toEqual({ q: 'plan', tag: 'high', sortBy: 'title-asc' })
    expect(canReorder(taskQuery({ tag: 'high' }, { q: 'plan', sortBy: 'latest' }))).toBe(true)
    expect(canReorder(taskQuery({}, { q: '', sortBy: 'due-date' }))).toBe(false)
    expect(canReorder(taskQuery({ filter: 'deleted' }, { q: '', sortBy: 'latest' }))).toBe(false)
  })
})

describe('a task dragged elsewhere', () => {
  const list = [task(5), task(4), task(3), task(2)]

  it('lands before the task named, or at the end', () => {
    expect(idsOf(withTaskMoved(list, 5, 2))).toEqual([4, 3, 5, 2])
    expect(idsOf(withTaskMoved(list, 2, 5))).toEqual([2, 5, 4, 3])
    expect(idsOf(withTaskMoved(list, 4, null))).toEqual([5, 3, 2, 4])
  })

  it('leaves the list as it is for an id it does not hold', () => {
    expect(idsOf(withTaskMoved(list, 9, 2))).toEqual([5, 4, 3, 2])
    expect(idsOf(withTaskMoved(list, 5, 9))).toEqual([5, 4, 3, 2])
  })

  it('is sent as "before the task now after it", null at the end', () => {
    expect(beforeIdAfterMove([4, 3, 5, 2], 5)).toBe(2)
    expect(beforeIdAfterMove([4, 3, 2, 5], 5)).toBeNull()
    expect(beforeIdAfterMove([5, 4, 3, 2], 5)).toBe(4)
  })
})
