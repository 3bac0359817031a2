// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  Task,
  addTask,
  deleteTask,
  purgeTask,
  reorderTask,
  restoreTask,
  taskCounts,
  tasksData,
  updateTask,
  type TaskInput,
  type TaskListQuery,
} from '@/api/contract'
import { TASK_FILTERS, TASK_SORTS, TASK_TAGS } from '@/api/contract/todoValues'
import { addDays, TEST_DAY } from '@/mocks/db/clock'
import { TASK_COUNT, TaskRecord, seedTasks } from '@/mocks/db/tasks'
import { seedUsers } from '@/mocks/db/users'
import { call, callEndpoint, expectSuccess, setupMockBackend, signIn } from '@/mocks/testing'

setupMockBackend()

const seed = seedTasks(TEST_DAY)
const asTask = ({ position: _position, ...task }: TaskRecord): Task => task
/** Every seeded task as answered, newest first: the latest order of the seed. */
const newestFirst = seed.map(asTask).sort((a, b) => b.id - a.id)
const kept = newestFirst.filter((task) => !task.isDeleted)
const byId = (id: number) => newestFirst.find((task) => task.id === id)!
const ids = (tasks: readonly Pick<Task, 'id'>[]) => tasks.map((task) => task.id)
const list = (query: TaskListQuery = {}) => expectSuccess(tasksData, { query })
const errorFields = (body: unknown) => Object.keys((body as { error: object }).error)

const collator = new Intl.Collator('en', { sensitivity: 'base' })
/** `tasks` sorted by `key` (Array.prototype.sort is stable: ties keep the latest order they came in). */
const sortedBy = <K,>(tasks: readonly Task[], key: (task: Task) => K, compare: (a: K, b: K) => number) =>
  [...tasks].sort((a, b) => compare(key(a), key(b)))

const newTask: TaskInput = {
  title: 'Plan the sprint review',
  dueDate: addDays(TEST_DAY, 3),
  description: '<p>Book the room and collect the demos.</p>',
  assignee: { fullName: 'Amira Strand', avatar: '/images/avatars/4.svg' },
  tags: ['team', 'medium'],
  isImportant: true,
}

/** A raw call with the admin's token, for the tests of the wire itself. */
async function asAdmin(path: string, init: RequestInit = {}): Promise<Response> {
  const { accessToken } = await signIn()
  return call(path, { ...init, headers: { Authorization: `Bearer ${accessToken}`, ...init.headers } })
}

describe('the task seed', () => {
  it(`has ${TASK_COUNT} tasks (24 or more), the same every time, placed newest first`, () => {
    expect(TASK_COUNT).toBeGreaterThanOrEqual(24)
    expect(seed).toHaveLength(TASK_COUNT)
    expect(seedTasks(TEST_DAY)).toEqual(seed)
    expect(ids(seed)).toEqual(Array.from({ length: TASK_COUNT }, (_, i) => i + 1))
    for (const task of seed) expect(task.position).toBe(task.id)
    expect(new Set(seed.map((task) => task.title.toLowerCase())).size).toBe(TASK_COUNT)
  })

  it('keeps every row valid, and answers nothing beyond the contract', () => {
    for (const task of seed) {
      expect(TaskRecord.safeParse(task).error).toBeUndefined()
      expect(Task.strict().safeParse(asTask(task)).error).toBeUndefined()
    }
  })

  it('covers every tag among tasks not deleted, each stored once in the tags order', () => {
    for (const tag of TASK_TAGS) expect(kept.filter((task) => task.tags.includes(tag)).length, tag).toBeGreaterThan(2)
    for (const task of seed) expect(task.tags).toEqual(TASK_TAGS.filter((tag) => task.tags.includes(tag)))
    expect(seed.some((task) => task.tags.length === 0)).toBe(true)
  })

  it('has every state and their combinations', () => {
    const has = (test: (task: Task) => boolean) => seed.some((task) => test(task))
    expect(has((t) => t.isCompleted && !t.isDeleted && !t.isImportant)).toBe(true)
    expect(has((t) => t.isImportant && !t.isDeleted && !t.isCompleted)).toBe(true)
    expect(has((t) => t.isImportant && t.isCompleted && !t.isDeleted)).toBe(true)
    expect(has((t) => t.isDeleted && t.isImportant)).toBe(true)
    expect(has((t) => t.isDeleted && t.isCompleted)).toBe(true)
    expect(has((t) => t.isDeleted && !t.isImportant && !t.isCompleted)).toBe(true)
    expect(has((t) => !t.isDeleted && !t.isImportant && !t.isCompleted)).toBe(true)
  })

  it('gives tasks to people of the users app, by their name and picture; some to nobody', () => {
    const people = new Map(seedUsers().map((user) => [user.fullName, user.avatar]))
    const assignees = seed.flatMap((task) => (task.assignee ? [task.assignee] : []))
    for (const { fullName, avatar } of assignees) expect(people.get(fullName), fullName).toBe(avatar)
    expect(new Set(assignees.map((assignee) => assignee.fullName)).size).toBeGreaterThanOrEqual(5)
    // One without a picture, so the screen's initials are seen.
    expect(assignees.some((assignee) => assignee.avatar === '')).toBe(true)
    expect(seed.filter((task) => task.assignee === null).length).toBeGreaterThanOrEqual(3)
  })

  it('places the due dates around the seed day: overdue, today, tomorrow, next week, later and none', () => {
    const dueIn = (days: number) => kept.filter((task) => task.dueDate === addDays(TEST_DAY, days)).length
    expect(kept.some((task) => task.dueDate !== null && task.dueDate < TEST_DAY && !task.isCompleted)).toBe(true)
    expect(dueIn(0)).toBeGreaterThanOrEqual(1)
    expect(dueIn(1)).toBeGreaterThanOrEqual(1)
    expect(dueIn(7)).toBeGreaterThanOrEqual(1)
    expect(kept.some((task) => task.dueDate !== null && task.dueDate > addDays(TEST_DAY, 7))).toBe(true)
    expect(kept.filter((task) => task.dueDate === null).length).toBeGreaterThanOrEqual(2)
  })

  it('moves the due dates with the day it is seeded for', () => {
    const later = seedTasks(addDays(TEST_DAY, 40))
    for (const [index, task] of seed.entries()) {
      expect(later[index]!.dueDate).toBe(task.dueDate === null ? null : addDays(task.dueDate, 40))
    }
  })

  it('describes each task with a short paragraph of HTML', () => {
    for (const task of seed) expect(task.description).toMatch(/^<p>[^<].{20,200}<\/p>$/)
  })
})

describe('GET /apps/todo/tasks', () => {
  it('answers every task not deleted, newest first, in the shape of the contract', async () => {
    const answer = await list()
    expect(answer).toEqual(kept)
    expect(ids(answer).slice(0, 5)).toEqual([26, 25, 24, 23, 22])
    for (const task of answer) expect(Object.keys(task).sort()).toEqual(Object.keys(Task.shape).sort())
  })

  it('reads empty values as absent ones: filter=&q=&sortBy=&tag= is the default list', async () => {
    const response = await asAdmin(`${tasksData.path}?filter=&q=&sortBy=&tag=`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(kept)
  })

  describe('filter', () => {
    it('important: the important tasks not deleted', async () => {
      expect(ids(await list({ filter: 'important' }))).toEqual([24, 22, 17, 14, 10, 7, 5])
    })

    it('completed: the completed tasks not deleted', async () => {
      expect(ids(await list({ filter: 'completed' }))).toEqual([23, 18, 5, 3, 1])
    })

    it('deleted: only the deleted tasks, whatever else they are', async () => {
      expect(ids(await list({ filter: 'deleted' }))).toEqual([21, 8, 6, 2])
    })

    it.each(TASK_FILTERS)('%s combines with a tag and q', async (filter) => {
      const answer = await list({ filter, tag: 'high', q: 'the' })
      const inFilter = (task: Task) => (filter === 'deleted' ? task.isDeleted : !task.isDeleted && (filter === 'important' ? task.isImportant : task.isCompleted))
      const expected = newestFirst.filter((task) => inFilter(task) && !task.isDeleted && task.tags.includes('high') && /the/i.test(task.title))
      expect(answer).toEqual(expected)
    })
  })

  describe('tag', () => {
    it.each(TASK_TAGS)('%s: the tasks with it, never deleted ones', async (tag) => {
      const answer = await list({ tag })
      expect(answer).toEqual(kept.filter((task) => task.tags.includes(tag)))
      expect(answer.length).toBeGreaterThan(2)
    })

    it('lists no deleted task, also with the deleted filter', async () => {
      expect(ids(await list({ tag: 'team' }))).toEqual([24, 20, 18, 14, 7, 5])
      expect(await list({ tag: 'team', filter: 'deleted' })).toEqual([])
    })
  })

  describe('q', () => {
    it('finds the tasks whose title holds it, ignoring case and surrounding spaces', async () => {
      expect(ids(await list({ q: 'INVOICE' }))).toEqual([15, 10])
      expect(ids(await list({ q: ' pricing Page ' }))).toEqual([9])
    })

    it('does not search the description or the assignee', async () => {
      expect(await list({ q: 'Lisbon' })).toEqual([])
      expect(await list({ q: 'Amira' })).toEqual([])
    })

    it('finds deleted tasks only in the deleted list', async () => {
      expect(await list({ q: 'landing pages' })).toEqual([])
      expect(ids(await list({ q: 'landing pages', filter: 'deleted' }))).toEqual([2])
    })
  })

  describe('sortBy', () => {
    it('latest (the default) is newest first', async () => {
      expect(await list({ sortBy: 'latest' })).toEqual(kept)
    })

    it('title-asc and title-desc compare titles ignoring case, as people read them', async () => {
      // In code-point order a lowercase first letter would come after every capital one.
      const lower = await expectSuccess(addTask, { body: { task: { title: 'accessibility pass of the sign-in page' } } })
      const tasks = [lower, ...kept]
      const byTitle = sortedBy(tasks, (task) => task.title, collator.compare)
      const ascending = await list({ sortBy: 'title-asc' })
      expect(ascending).toEqual(byTitle)
      expect(ascending[0]!.id).toBe(lower.id)
      expect(ids(await list({ sortBy: 'title-desc' }))).toEqual(ids(sortedBy(tasks, (task) => task.title, (a, b) => collator.compare(b, a))))
    })

    it('title sorts keep the latest order between equal titles, in both directions', async () => {
      const first = await expectSuccess(addTask, { body: { task: { title: 'Prepare the demo' } } })
      const second = await expectSuccess(addTask, { body: { task: { title: 'prepare the DEMO' } } })
      for (const sortBy of ['title-asc', 'title-desc'] as const) {
        const answer = ids(await list({ sortBy, q: 'prepare the demo' }))
        expect(answer.filter((id) => id === first.id || id === second.id), sortBy).toEqual([second.id, first.id])
      }
    })

    it('assignee sorts by name, the latest order among the tasks of one person, unassigned last', async () => {
      const answer = await list({ sortBy: 'assignee' })
      const assigned = sortedBy(
        kept.filter((task) => task.assignee !== null),
        (task) => task.assignee!.fullName,
        collator.compare,
      )
      expect(answer).toEqual([...assigned, ...kept.filter((task) => task.assignee === null)])
      expect(answer[0]!.assignee!.fullName).toBe('Amira Strand')
      expect(ids(answer.slice(0, 3))).toEqual([24, 16, 7])
      expect(ids(answer.slice(-3))).toEqual([25, 15, 12])
    })

    it('due-date puts the soonest first, the latest order on one day, no date last', async () => {
      const answer = await list({ sortBy: 'due-date' })
      const dated = sortedBy(
        kept.filter((task) => task.dueDate !== null),
        (task) => task.dueDate!,
        (a, b) => (a < b ? -1 : a > b ? 1 : 0),
      )
      expect(answer).toEqual([...dated, ...kept.filter((task) => task.dueDate === null)])
      expect(answer[0]!.dueDate).toBe(addDays(TEST_DAY, -12))
      // Two tasks due today: the newer first. No due date: last, newer first.
      const today = answer.filter((task) => task.dueDate === TEST_DAY)
      expect(ids(today)).toEqual([10, 9])
      expect(ids(answer.slice(-2))).toEqual([23, 13])
    })

    it.each(TASK_SORTS)('%s sorts only the tasks of the list', async (sortBy) => {
      const answer = await list({ sortBy, filter: 'important' })
      expect(ids(answer).sort((a, b) => a - b)).toEqual([5, 7, 10, 14, 17, 22, 24])
    })
  })

  it('refuses a filter, tag or sort outside its set, naming it', async () => {
    for (const query of [{ filter: 'archived' }, { tag: 'urgent' }, { sortBy: 'oldest' }]) {
      const { status, body } = await callEndpoint(tasksData, { query: query as never })
      expect(status).toBe(400)
      expect(errorFields(body)).toEqual(Object.keys(query))
    }
  })
})

describe('GET /apps/todo/task-counts', () => {
  it('counts each list of the sidebar, never a deleted task but in deleted', async () => {
    expect(await expectSuccess(taskCounts)).toEqual({
      all: 22,
      important: 7,
      completed: 5,
      deleted: 4,
      tags: { team: 6, low: 4, medium: 6, high: 6, update: 6 },
    })
  })

  it('agrees with the lists after changes', async () => {
    await expectSuccess(addTask, { body: { task: { ...newTask, tags: ['low'] } } })
    await expectSuccess(deleteTask, { query: { taskId: 24 } })
    await expectSuccess(updateTask, { body: { task: { ...byId(9), isCompleted: true } } })
    const counts = await expectSuccess(taskCounts)
    expect(counts.all).toBe((await list()).length)
    for (const filter of TASK_FILTERS) expect(counts[filter], filter).toBe((await list({ filter })).length)
    for (const tag of TASK_TAGS) expect(counts.tags[tag], tag).toBe((await list({ tag })).length)
    expect(counts).toMatchObject({ all: 22, important: 7, completed: 6, deleted: 5, tags: { team: 5, low: 5, high: 5 } })
  })
})

describe('POST /apps/todo/add-tasks', () => {
  it('answers 201 with the new task, which comes first in the latest order', async () => {
    const { status, body } = await callEndpoint(addTask, { body: { task: newTask } })
    expect(status).toBe(201)
    expect(body).toEqual({ ...newTask, id: body.id, tags: ['team', 'medium'], isCompleted: false, isDeleted: false })
    expect(body.id).toBeGreaterThan(TASK_COUNT)
    const answer = await list()
    expect(answer[0]).toEqual(body)
    expect(answer.slice(1)).toEqual(kept)
    expect(ids(await list({ filter: 'important' }))[0]).toBe(body.id)
  })

  it('trims the title, fills in the defaults and stores each tag once, in the tags order', async () => {
    const task = await expectSuccess(addTask, { body: { task: { title: '  Call the printer  ', tags: ['update', 'team', 'update'] } } })
    expect(task).toEqual({
      id: task.id,
      title: 'Call the printer',
      dueDate: null,
      description: '',
      assignee: null,
      tags: ['team', 'update'],
      isCompleted: false,
      isDeleted: false,
      isImportant: false,
    })
  })

  it('puts each new task above the one added before', async () => {
    const first = await expectSuccess(addTask, { body: { task: { title: 'First' } } })
    const second = await expectSuccess(addTask, { body: { task: { title: 'Second' } } })
    expect(ids((await list()).slice(0, 3))).toEqual([second.id, first.id, 26])
  })

  it.each([undefined, '', '   '])('refuses the title %j with a 400 naming it, and adds nothing', async (title) => {
    const { status, body } = await callEndpoint(addTask, { body: { task: { ...newTask, title } as never } })
    expect(status).toBe(400)
    expect(errorFields(body)).toEqual(['task.title'])
    expect(await list()).toEqual(kept)
  })

  it('refuses an unknown tag or a due date that is no day', async () => {
    for (const wrong of [{ tags: ['urgent'] }, { dueDate: '2025-02-30' }]) {
      const { status, body } = await callEndpoint(addTask, { body: { task: { ...newTask, ...wrong } as never } })
      expect(status).toBe(400)
      expect(errorFields(body)[0]).toMatch(new RegExp(`^task\\.${Object.keys(wrong)[0]}`))
    }
  })
})

describe('POST /apps/todo/update-task', () => {
  it('replaces the task with the one sent, which keeps its place', async () => {
    const changed = { ...byId(10), title: 'Review the CSV export again', tags: ['high' as const], isCompleted: true, assignee: null }
    expect(await expectSuccess(updateTask, { body: { task: changed } })).toEqual(changed)
    expect(await list()).toEqual(kept.map((task) => (task.id === 10 ? changed : task)))
  })

  it('gives absent fields their defaults', async () => {
    const answer = await expectSuccess(updateTask, { body: { task: { id: 14, title: 'Run the usability test' } } })
    expect(answer).toEqual({
      id: 14,
      title: 'Run the usability test',
      dueDate: null,
      description: '',
      assignee: null,
      tags: [],
      isCompleted: false,
      isDeleted: false,
      isImportant: false,
    })
  })

  it('moves a task to the deleted list when it says so', async () => {
    await expectSuccess(updateTask, { body: { task: { ...byId(7), isDeleted: true } } })
    expect(ids(await list({ filter: 'important' }))).not.toContain(7)
    expect(ids(await list({ filter: 'deleted' }))).toEqual([21, 8, 7, 6, 2])
  })

  it('answers 404 for an unknown id, and a 400 naming a blank title', async () => {
    expect(await callEndpoint(updateTask, { body: { task: { id: 999, title: 'Nobody' } } })).toEqual({ status: 404, body: { error: 'No task with id 999' } })
    const { status, body } = await callEndpoint(updateTask, { body: { task: { id: 9, title: ' ' } } })
    expect(status).toBe(400)
    expect(errorFields(body)).toEqual(['task.title'])
    expect(await list()).toEqual(kept)
  })
})

describe('DELETE /apps/todo/delete-task', () => {
  it('moves the task to the deleted list and answers it', async () => {
    expect(await expectSuccess(deleteTask, { query: { taskId: 22 } })).toEqual({ ...byId(22), isDeleted: true })
    expect(ids(await list())).not.toContain(22)
    expect(ids(await list({ filter: 'important' }))).not.toContain(22)
    expect(ids(await list({ tag: 'medium' }))).not.toContain(22)
    expect(ids(await list({ filter: 'deleted' }))).toEqual([22, 21, 8, 6, 2])
  })

  it('takes the taskId from a JSON body too', async () => {
    const response = await asAdmin(deleteTask.path, { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ taskId: 9 }) })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ...byId(9), isDeleted: true })
    expect(ids(await list({ filter: 'deleted' }))).toContain(9)
  })

  it('answers 404 for an unknown id and a 400 without an id', async () => {
    expect(await callEndpoint(deleteTask, { query: { taskId: 999 } })).toEqual({ status: 404, body: { error: 'No task with id 999' } })
    const response = await asAdmin(deleteTask.path, { method: 'DELETE' })
    expect(response.status).toBe(400)
    expect(errorFields(await response.json())).toEqual(['taskId'])
    expect(await list()).toEqual(kept)
  })
})

describe('the no-leak rule: a deleted task is in no other list', () => {
  it('leaves a task that is important, completed and tagged out of those lists once deleted', async () => {
    const task = await expectSuccess(addTask, { body: { task: { title: 'Everything at once', isImportant: true, isCompleted: true, tags: [...TASK_TAGS] } } })
    const lists: TaskListQuery[] = [{}, { filter: 'important' }, { filter: 'completed' }, ...TASK_TAGS.map((tag) => ({ tag }))]
    for (const query of lists) expect(ids(await list(query)), JSON.stringify(query)).toContain(task.id)
    await expectSuccess(deleteTask, { query: { taskId: task.id } })
    for (const query of lists) expect(ids(await list(query)), JSON.stringify(query)).not.toContain(task.id)
    expect(ids(await list({ filter: 'deleted' }))).toContain(task.id)
  })
})

describe('POST /apps/todo/restore-task', () => {
  it('brings a deleted task back where it was in the latest order', async () => {
    await expectSuccess(deleteTask, { query: { taskId: 20 } })
    expect(await expectSuccess(restoreTask, { body: { taskId: 20 } })).toEqual(byId(20))
    expect(await list()).toEqual(kept)
  })

  it('brings back a task deleted in the seed, between its neighbours by id', async () => {
    await expectSuccess(restoreTask, { body: { taskId: 6 } })
    expect(ids(await list({ filter: 'important' }))).toEqual([24, 22, 17, 14, 10, 7, 6, 5])
    expect(ids(await list({ filter: 'deleted' }))).toEqual([21, 8, 2])
  })

  it('answers 404 for an unknown id', async () => {
    expect(await callEndpoint(restoreTask, { body: { taskId: 999 } })).toEqual({ status: 404, body: { error: 'No task with id 999' } })
  })
})

describe('DELETE /apps/todo/purge-task', () => {
  it('deletes a task of the deleted list for good', async () => {
    expect(await callEndpoint(purgeTask, { query: { taskId: 8 } })).toEqual({ status: 204, body: undefined })
    expect(ids(await list({ filter: 'deleted' }))).toEqual([21, 6, 2])
    expect((await callEndpoint(restoreTask, { body: { taskId: 8 } })).status).toBe(404)
    expect((await expectSuccess(taskCounts)).deleted).toBe(3)
  })

  it('takes the taskId from a JSON body too', async () => {
    const response = await asAdmin(purgeTask.path, { method: 'DELETE', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ taskId: 2 }) })
    expect(response.status).toBe(204)
    expect(ids(await list({ filter: 'deleted' }))).toEqual([21, 8, 6])
  })

  it('refuses a task that is not deleted (400 naming taskId), and keeps it', async () => {
    expect(await callEndpoint(purgeTask, { query: { taskId: 9 } })).toEqual({
      status: 400,
      body: { error: { taskId: ['Only a deleted task can be deleted for good'] } },
    })
    expect(await list()).toEqual(kept)
  })

  it('answers 404 for an unknown id', async () => {
    expect(await callEndpoint(purgeTask, { query: { taskId: 999 } })).toEqual({ status: 404, body: { error: 'No task with id 999' } })
  })
})

describe('POST /apps/todo/reorder-task', () => {
  /** The latest order after moving `taskId` before `beforeTaskId` (to the end with null), worked out on `order`. */
  const moved = (order: number[], taskId: number, beforeTaskId: number | null) => {
    const rest = order.filter((id) => id !== taskId)
    const at = beforeTaskId === null ? rest.length : rest.indexOf(beforeTaskId)
    return [...rest.slice(0, at), taskId, ...rest.slice(at)]
  }

  it('moves a task before another, answers every task not deleted in the new order, and keeps it', async () => {
    const answer = await expectSuccess(reorderTask, { body: { taskId: 3, beforeTaskId: 20 } })
    expect(ids(answer)).toEqual(moved(ids(kept), 3, 20))
    expect(ids(answer).slice(4, 8)).toEqual([22, 3, 20, 19])
    expect(answer).toEqual((await list()).map((task) => byId(task.id)))
    expect(await list()).toEqual(answer)
  })

  it('moves a task to the end with a null beforeTaskId', async () => {
    const answer = await expectSuccess(reorderTask, { body: { taskId: 26, beforeTaskId: null } })
    expect(ids(answer)).toEqual([...ids(kept).slice(1), 26])
    expect(ids(await list())).toEqual(ids(answer))
  })

  it('leaves the order as it is when a task moves before itself', async () => {
    expect(await expectSuccess(reorderTask, { body: { taskId: 12, beforeTaskId: 12 } })).toEqual(kept)
    expect(await list()).toEqual(kept)
  })

  it('keeps every move of a long sequence, also many into one gap, and the other sorts use it to break ties', async () => {
    let order = ids(kept)
    const moves: [number, number | null][] = [
      [1, 26],
      [26, null],
      [15, 1],
      ...Array.from({ length: 60 }, (_, i): [number, number] => [i % 2 === 0 ? 9 : 10, 4]),
      [4, 25],
    ]
    for (const [taskId, beforeTaskId] of moves) {
      order = moved(order, taskId, beforeTaskId)
      expect(ids(await expectSuccess(reorderTask, { body: { taskId, beforeTaskId } }))).toEqual(order)
    }
    expect(ids(await list())).toEqual(order)
    // 9 and 10 are both due today: the due-date sort now has 9 first, as arranged.
    expect(ids((await list({ sortBy: 'due-date' })).filter((task) => task.dueDate === TEST_DAY))).toEqual(
      order.filter((id) => id === 9 || id === 10),
    )
  })

  it('keeps the place of a deleted task, which comes back there', async () => {
    await expectSuccess(deleteTask, { query: { taskId: 20 } })
    await expectSuccess(reorderTask, { body: { taskId: 3, beforeTaskId: 19 } })
    await expectSuccess(restoreTask, { body: { taskId: 20 } })
    expect(ids(await list())).toEqual(moved(ids(kept), 3, 19))
  })

  it('puts a new task first after a reorder', async () => {
    await expectSuccess(reorderTask, { body: { taskId: 1, beforeTaskId: 26 } })
    const task = await expectSuccess(addTask, { body: { task: { title: 'Newest' } } })
    expect(ids((await list()).slice(0, 3))).toEqual([task.id, 1, 26])
  })

  it('answers 404 for an unknown task or beforeTaskId, and moves nothing', async () => {
    expect(await callEndpoint(reorderTask, { body: { taskId: 999, beforeTaskId: null } })).toEqual({ status: 404, body: { error: 'No task with id 999' } })
    expect(await callEndpoint(reorderTask, { body: { taskId: 3, beforeTaskId: 999 } })).toEqual({ status: 404, body: { error: 'No task with id 999' } })
    expect(await list()).toEqual(kept)
  })
})

describe('the client role', () => {
  it.each([
    ['the list', () => callEndpoint(tasksData, {}, { as: 'client' })],
    ['the counts', () => callEndpoint(taskCounts, {}, { as: 'client' })],
    ['add', () => callEndpoint(addTask, { body: { task: newTask } }, { as: 'client' })],
    ['update', () => callEndpoint(updateTask, { body: { task: { id: 9, title: 'Mine now' } } }, { as: 'client' })],
    ['delete', () => callEndpoint(deleteTask, { query: { taskId: 9 } }, { as: 'client' })],
    ['restore', () => callEndpoint(restoreTask, { body: { taskId: 6 } }, { as: 'client' })],
    ['purge', () => callEndpoint(purgeTask, { query: { taskId: 6 } }, { as: 'client' })],
    ['reorder', () => callEndpoint(reorderTask, { body: { taskId: 9, beforeTaskId: null } }, { as: 'client' })],
  ])('may not call %s (403), and nothing changes', async (_name, attempt) => {
    const { status, body } = await attempt()
    expect(status).toBe(403)
    expect(body).toEqual({ error: expect.stringMatching(/^The client role may not (read|update) Todo$/) })
    expect(await list()).toEqual(kept)
    expect(await list({ filter: 'deleted' })).toEqual(newestFirst.filter((task) => task.isDeleted))
  })
})
