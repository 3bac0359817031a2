import type { Locator, Page } from '@playwright/test'
import { addTask, deleteTask, purgeTask, reorderTask, restoreTask, tasksData, updateTask, type Task, type TaskInput } from '../src/api/contract/todo'
import { expect, test } from './support/mock'
import { callApi, isCallOf, waitForCall } from './support/network'

// The to-do app against the mock back end: adding, completing and starring a task, deleting it
// (with Undo, from the deleted list, for good), sorting, arranging by drag and by keyboard, tags,
// search and a failed load. Each test makes its own tasks with unique titles.

/** A title no other test uses. */
const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const rows = (page: Page) => page.getByTestId('todo-row')
const rowOf = (page: Page, title: string) => rows(page).filter({ has: page.getByTestId('todo-title').getByText(title, { exact: true }) })
const titles = (page: Page) => page.getByTestId('todo-title')
const sidebarLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Task lists' }).getByRole('link', { name: new RegExp(`^${name}\\b`) })

/** Opens the app on `path` and waits for its list. */
async function openTodo(page: Page, path = '/apps/todo'): Promise<Task[]> {
  const list = waitForCall(page, tasksData)
  await page.goto(path)
  const answer = await list
  await expect(page.getByTestId('todo-app')).toBeVisible()
  return answer
}

/** Waits for the list of every task not deleted (no filter, no tag), as the screen was given it. */
async function everyTaskList(page: Page): Promise<Task[]> {
  const response = await page.waitForResponse((r) => {
    const query = new URL(r.url()).searchParams
    return isCallOf(tasksData)(r) && !query.has('filter') && !query.has('tag')
  })
  expect(response.ok()).toBe(true)
  return tasksData.response.parse(await response.json())
}

/** Adds tasks through the API, in order (the last one is the newest), then shows them with a reload. */
async function addTasks(page: Page, ...tasks: TaskInput[]): Promise<Task[]> {
  const added: Task[] = []
  for (const task of tasks) {
    const { status, body } = await callApi(page, 'POST', addTask.path, { task })
    expect(status).toBe(201)
    added.push(body as Task)
  }
  await page.reload()
  // The newest task is first in the latest order.
  await expect(titles(page).first()).toHaveText(added.at(-1)!.title)
  return added
}

/** The request body of the next call to `endpoint` that `action` makes. */
async function bodyOf(page: Page, endpoint: Parameters<typeof isCallOf>[0], action: () => Promise<void>): Promise<unknown> {
  const call = page.waitForResponse(isCallOf(endpoint))
  await action()
  const response = await call
  expect(response.ok(), `${endpoint.id} answered ${response.status()}`).toBe(true)
  return response.request().postDataJSON()
}

test('add a task and see it first; complete it; star it and find it in Important', async ({ page }) => {
  const title = unique('Prepare the quarterly review')
  await openTodo(page)

  await page.getByRole('button', { name: 'Add Task' }).click()
  const drawer = page.getByRole('form', { name: 'Add task' })
  // The title is required: the form says so before anything is sent.
  await drawer.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(drawer.getByText('Enter a title')).toBeVisible()
  await drawer.getByRole('textbox', { name: 'Title' }).fill(title)
  await drawer.getByRole('combobox', { name: 'Tags' }).click()
  await page.getByRole('option', { name: 'High' }).click()
  await page.keyboard.press('Escape')
  const sent = (await bodyOf(page, addTask, () => drawer.getByRole('button', { name: 'Add', exact: true }).click())) as { task: TaskInput }
  expect(sent.task).toMatchObject({ title, tags: ['high'], isCompleted: false, isImportant: false })
  await expect(page.getByText(`“${title}” was added`)).toBeVisible()
  await expect(drawer).toBeHidden()
  await expect(titles(page).first()).toHaveText(title)
  await expect(rowOf(page, title).locator('[data-tag="high"]')).toHaveText('High')

  const row = rowOf(page, title)
  const completed = (await bodyOf(page, updateTask, () => row.getByRole('checkbox', { name: `Complete “${title}”` }).click())) as { task: Task }
  expect(completed.task).toMatchObject({ title, isCompleted: true })
  // Checked once the cache's optimistic write has landed (a tick after the click): wait to see it.
  await expect(row.getByRole('checkbox', { name: `Complete “${title}”` })).toBeChecked()
  await expect(row).toHaveAttribute('data-completed', 'true')
  await expect(row.getByTestId('todo-title')).toHaveCSS('text-decoration-line', 'line-through')

  const star = row.getByRole('button', { name: `Important: “${title}”` })
  const starred = (await bodyOf(page, updateTask, () => star.click())) as { task: Task }
  expect(starred.task).toMatchObject({ title, isImportant: true, isCompleted: true })
  await expect(star).toHaveAttribute('aria-pressed', 'true')

  const important = waitForCall(page, tasksData, { query: { filter: 'important' } })
  await sidebarLink(page, 'Important').click()
  expect((await important).map((task) => task.title)).toContain(title)
  await expect(page).toHaveURL(/\/apps\/todo\/important$/)
  await expect(sidebarLink(page, 'Important')).toHaveAttribute('aria-current', 'page')
  await expect(rowOf(page, title)).toBeVisible()
})

test('delete a task from its drawer, then Undo brings it back', async ({ page }) => {
  const title = unique('Reply to the vendor')
  await openTodo(page)
  const [task] = await addTasks(page, { title })

  await rowOf(page, title).getByTestId('todo-open').click()
  await expect(page).toHaveURL(new RegExp(`[?&]task=${task!.id}\\b`))
  const drawer = page.getByRole('form', { name: 'Edit task' })
  await expect(drawer.getByRole('textbox', { name: 'Title' })).toHaveValue(title)
  const deleted = page.waitForResponse(isCallOf(deleteTask, { query: { taskId: String(task!.id) } }))
  await drawer.getByRole('button', { name: 'Delete' }).click()
  expect((await deleted).ok()).toBe(true)
  await expect(rowOf(page, title)).toHaveCount(0)

  await expect(page.getByText(`“${title}” moved to Deleted`)).toBeVisible()
  const restored = (await bodyOf(page, restoreTask, () => page.getByRole('button', { name: 'Undo' }).click())) as { taskId: number }
  expect(restored).toEqual({ taskId: task!.id })
  await expect(rowOf(page, title)).toBeVisible()
  await expect(titles(page).first()).toHaveText(title)
})

test('the deleted list restores one task and deletes another for good', async ({ page }) => {
  const kept = unique('Update the onboarding checklist')
  const gone = unique('Old draft of the newsletter')
  await openTodo(page)
  const added = await addTasks(page, { title: kept }, { title: gone })
  for (const task of added) expect((await callApi(page, 'DELETE', `${deleteTask.path}?taskId=${task.id}`)).status).toBe(200)

  const deletedList = waitForCall(page, tasksData, { query: { filter: 'deleted' } })
  await sidebarLink(page, 'Deleted').click()
  expect((await deletedList).map((task) => task.title)).toEqual(expect.arrayContaining([kept, gone]))
  // A deleted task offers Restore and Delete for good, not complete and star.
  await expect(rowOf(page, kept).getByRole('checkbox')).toHaveCount(0)

  await rowOf(page, kept).getByRole('button', { name: `Restore “${kept}”` }).click()
  await expect(rowOf(page, kept)).toHaveCount(0)
  await expect(page.getByText(`“${kept}” restored`)).toBeVisible()

  await rowOf(page, gone).getByRole('button', { name: `Delete “${gone}” for good` }).click()
  const dialog = page.getByRole('dialog', { name: `Delete “${gone}” for good?` })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(rowOf(page, gone)).toBeVisible()
  await rowOf(page, gone).getByRole('button', { name: `Delete “${gone}” for good` }).click()
  const purged = page.waitForResponse(isCallOf(purgeTask))
  await dialog.getByRole('button', { name: 'Delete' }).click()
  expect((await purged).status()).toBe(204)
  await expect(page.getByText(`“${gone}” was deleted for good`)).toBeVisible()
  await expect(rowOf(page, gone)).toHaveCount(0)

  const all = everyTaskList(page)
  await sidebarLink(page, 'All').click()
  const every = (await all).map((task) => task.title)
  expect(every).toContain(kept)
  expect(every).not.toContain(gone)
  await expect(rowOf(page, kept)).toBeVisible()
})

test('sorting by title asks the back end and shows its order; dragging is off outside Latest', async ({ page }) => {
  await openTodo(page)
  const sorted = waitForCall(page, tasksData, { query: { sortBy: 'title-asc' } })
  await page.getByRole('button', { name: 'Sort by: Latest' }).click()
  await page.getByRole('menuitemradio', { name: 'Title A–Z' }).click()
  const answer = (await sorted).map((task) => task.title)
  expect(answer).toEqual([...answer].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
  await expect(page).toHaveURL(/[?&]sortBy=title-asc\b/)
  await expect(titles(page)).toHaveText(answer)
  await expect(page.getByRole('button', { name: 'Sort by: Title A–Z' })).toBeVisible()
  await expect(rows(page).first().getByRole('button', { name: /^Move / })).toHaveAttribute('aria-disabled', 'true')
})

/** The titles of `tasks` in the order the list on screen shows them. */
async function orderOnScreen(page: Page, tasks: readonly string[]): Promise<string[]> {
  return (await titles(page).allInnerTexts()).filter((shown) => tasks.includes(shown))
}

/** Drags `handle` to the middle of `target` with the pointer, in steps, as a hand would. */
async function dragTo(page: Page, handle: Locator, target: Locator, below: boolean) {
  const from = (await handle.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + (below ? 10 : -10), { steps: 3 })
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + (below ? 8 : -8), { steps: 12 })
  await page.mouse.up()
}

test('tasks dragged by pointer and by keyboard keep their new order after a reload', async ({ page }) => {
  const [a, b, c] = [unique('Alpha step'), unique('Bravo step'), unique('Charlie step')]
  await openTodo(page)
  const [taskA, taskB] = await addTasks(page, { title: a }, { title: b }, { title: c })
  const mine = [a, b, c]
  // The newest first.
  await expect.poll(() => orderOnScreen(page, mine)).toEqual([c, b, a])

  // Charlie, dragged below Alpha, goes before the task that followed Alpha.
  const afterA = await rows(page).nth(3).getAttribute('data-task-id')
  const dragged = (await bodyOf(page, reorderTask, () =>
    dragTo(page, rowOf(page, c).getByRole('button', { name: `Move “${c}”` }), rowOf(page, a), true),
  )) as { taskId: number; beforeTaskId: number | null }
  expect(dragged.beforeTaskId).toBe(afterA === null ? null : Number(afterA))
  await expect.poll(() => orderOnScreen(page, mine)).toEqual([b, a, c])

  // Alpha, moved up one place with the keyboard: Space picks it up, an arrow moves it, Space drops it.
  const handle = rowOf(page, a).getByRole('button', { name: `Move “${a}”` })
  await handle.focus()
  const moved = (await bodyOf(page, reorderTask, async () => {
    await page.keyboard.press('Space')
    await expect(handle).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`“${a}” moved to position 1`)
    await page.keyboard.press('Space')
  })) as { taskId: number; beforeTaskId: number | null }
  expect(moved).toEqual({ taskId: taskA!.id, beforeTaskId: taskB!.id })
  await expect.poll(() => orderOnScreen(page, mine)).toEqual([a, b, c])

  await page.reload()
  await expect.poll(() => orderOnScreen(page, mine)).toEqual([a, b, c])
  await expect(titles(page).first()).toHaveText(a)
})

test('a tag lists its tasks only, and search narrows through the back end and survives a reload', async ({ page }) => {
  const word = unique('Zephyr')
  const tagged = `${word} release notes`
  const plain = `${word} meeting room`
  await openTodo(page)
  await addTasks(page, { title: tagged, tags: ['update'] }, { title: plain, tags: ['team'] })

  const byTag = waitForCall(page, tasksData, { query: { tag: 'update' } })
  await sidebarLink(page, 'Update').click()
  const updates = await byTag
  expect(updates.length).toBeGreaterThan(1)
  expect(updates.every((task) => task.tags.includes('update') && !task.isDeleted)).toBe(true)
  await expect(page).toHaveURL(/\/apps\/todo\/tag\/update$/)
  await expect(sidebarLink(page, 'Update')).toHaveAttribute('aria-current', 'page')
  await expect(rows(page)).toHaveCount(updates.length)
  await expect(rowOf(page, tagged)).toBeVisible()
  await expect(rowOf(page, plain)).toHaveCount(0)

  // Every task was loaded with the page: it shows from the cache.
  await sidebarLink(page, 'All').click()
  await expect(page).toHaveURL(/\/apps\/todo$/)
  const searched = waitForCall(page, tasksData, { query: { q: word } })
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(word)
  expect((await searched).map((task) => task.title).sort()).toEqual([plain, tagged].sort())
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word.replace(' ', '\\+')}`))
  await expect(rows(page)).toHaveCount(2)
  await expect(page.getByTestId('live-status')).toHaveText('2 tasks')

  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue(word)
  await expect(rows(page)).toHaveCount(2)

  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(`${word} nothing like it`)
  await expect(page.getByText(`No task matches “${word} nothing like it”`)).toBeVisible()
})

test('when the tasks cannot load, the list says so, and Retry brings them back; an unknown list opens every task', async ({ page, mock }) => {
  await openTodo(page, '/apps/todo/archived')
  await expect(page).toHaveURL(/\/apps\/todo$/)
  await expect(rows(page).first()).toBeVisible()

  await mock.fail(tasksData, { status: 500 })
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill('roadmap')
  const error = page.getByRole('alert').filter({ hasText: 'The tasks could not be loaded' })
  await expect(error).toBeVisible()
  expect((await mock.calls(tasksData)).at(-1)).toMatchObject({ status: 500 })

  await mock.clearFailures()
  const retried = waitForCall(page, tasksData, { query: { q: 'roadmap' } })
  await error.getByRole('button', { name: 'Retry' }).click()
  const found = await retried
  expect(found.length).toBeGreaterThan(0)
  await expect(rows(page)).toHaveCount(found.length)
})
