import { useState } from 'react'
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { reportMutationErrors } from '@/api/queryClient'
import { showToast } from '@/components/toast'
import { mockControl } from '@/mocks/control'
import { seedTasks } from '@/mocks/db/tasks'
import { renderInEnglish } from '@/test/render'
import { setupSignedInBackend } from '@/test/signedIn'
import { todoSearch, type TodoSearch } from './search'
import { TodoScreen } from './TodoScreen'
import type { TodoPlace } from './view'

vi.mock('@/components/toast', () => ({ showToast: vi.fn() }))
vi.setConfig({ testTimeout: 20_000 })
configure({ asyncUtilTimeout: 5_000 })

setupSignedInBackend('admin')
// As the app's DataProvider does: a refused change says so in a toast.
reportMutationErrors((message) => showToast(message, { variant: 'error' }))
beforeEach(() => vi.mocked(showToast).mockClear())

/** The seed in the latest order (newest first), as the list shows it. */
const seed = seedTasks().sort((a, b) => b.position - a.position)
const live = seed.filter((task) => !task.isDeleted)

/** The screen with its address kept here, as its route keeps it, as the only route of a router. */
async function show(place: TodoPlace = {}, initial: Partial<TodoSearch> = {}) {
  function WithAddress() {
    const [search, setSearch] = useState<TodoSearch>({ ...todoSearch.defaults, ...initial })
    return <TodoScreen place={place} search={search} onSearchChange={(patch) => setSearch((current) => todoSearch.apply(current, patch))} />
  }
  const router = createRouter({ routeTree: createRootRoute({ component: WithAddress }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />, { withQueries: true })
  })
}

const rows = () => screen.queryAllByTestId('todo-row')
const rowOf = (title: string) => rows().find((row) => within(row).queryByText(title, { exact: true }))!
const sidebarCount = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Task lists' })).getByRole('link', { name: new RegExp(`^${name}\\b`) }).textContent

describe('the to-do screen', () => {
  it('lists every task not deleted, newest first, with the counts of each list', async () => {
    await show()
    await waitFor(() => expect(rows()).toHaveLength(live.length))
    expect(rows().map((row) => within(row).getByTestId('todo-title').textContent)).toEqual(live.map((task) => task.title))
    await waitFor(() => expect(sidebarCount('All')).toContain(`${live.length} tasks`))
    const important = live.filter((task) => task.isImportant).length
    expect(sidebarCount('Important')).toContain(`${important} task`)
    expect(sidebarCount('Deleted')).toContain(`${seed.length - live.length} task`)
  })

  it('completes a task at once, counts it, and takes it back with a toast when the back end refuses', async () => {
    await show()
    const task = live.find((candidate) => !candidate.isCompleted)!
    await waitFor(() => expect(rowOf(task.title)).toBeTruthy())
    const completed = live.filter((candidate) => candidate.isCompleted).length
    await waitFor(() => expect(sidebarCount('Completed')).toContain(`${completed} task`))

    // Refused: the tick shows at once, then goes back, and a toast says so.
    await mockControl.fail('updateTask', { status: 500, times: 1 })
    const box = () => within(rowOf(task.title)).getByRole<HTMLInputElement>('checkbox', { name: `Complete “${task.title}”` })
    fireEvent.click(box())
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(`“${task.title}” could not be changed. Please try again.`, { variant: 'error' }))
    await waitFor(() => expect(box().checked).toBe(false))
    expect(sidebarCount('Completed')).toContain(`${completed} task`)

    // Accepted: the tick and the count stay.
    fireEvent.click(box())
    await waitFor(() => expect(box().checked).toBe(true))
    await waitFor(() => expect(sidebarCount('Completed')).toContain(`${completed + 1} tasks`))
    expect(rowOf(task.title).getAttribute('data-completed')).toBe('true')
  })

  it('shows Restore and Delete for good in the deleted list, instead of complete and star', async () => {
    await show({ filter: 'deleted' })
    const deleted = seed.filter((task) => task.isDeleted)
    await waitFor(() => expect(rows()).toHaveLength(deleted.length))
    const row = rowOf(deleted[0]!.title)
    expect(within(row).queryByRole('checkbox')).toBeNull()
    expect(within(row).getByRole('button', { name: `Restore “${deleted[0]!.title}”` })).toBeTruthy()
    expect(within(row).getByRole('button', { name: `Delete “${deleted[0]!.title}” for good` })).toBeTruthy()
  })

  it('says why a list is empty: its own words for a tag, a list and a search', async () => {
    await mockControl.scenario('empty')
    await show({ tag: 'high' })
    expect(await screen.findByText('No tasks tagged High')).toBeTruthy()
  })

  it('says a search found nothing in its own words, and offers no dragging outside the latest order', async () => {
    await show({}, { q: 'no such task anywhere', sortBy: 'title-asc' })
    expect(await screen.findByText('No task matches “no such task anywhere”')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sort by: Title A–Z' })).toBeTruthy()
  })

  it('opens the task a link names, even from another list', async () => {
    const deleted = seed.find((task) => task.isDeleted)!
    await show({ filter: 'important' }, { task: deleted.id })
    const form = await screen.findByRole('form', { name: 'Edit task' })
    await waitFor(() => expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe(deleted.title))
  })

  it('saves a task from its drawer, and opened again the drawer shows what was saved', async () => {
    await show()
    const task = live[0]!
    await waitFor(() => expect(rowOf(task.title)).toBeTruthy())
    fireEvent.click(within(rowOf(task.title)).getByTestId('todo-open'))
    const form = await screen.findByRole('form', { name: 'Edit task' })
    const title = () => within(form).getByRole<HTMLInputElement>('textbox', { name: 'Title' })
    // The submit button, not the chip of the tag of the same name.
    const update = () => within(form).getByText('Update', { selector: 'button' })
    await waitFor(() => expect(title().value).toBe(task.title))

    fireEvent.change(title(), { target: { value: '   ' } })
    fireEvent.click(update())
    expect(await within(form).findByText('Enter a title')).toBeTruthy()

    fireEvent.change(title(), { target: { value: 'Renamed task' } })
    fireEvent.click(update())
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('“Renamed task” was updated', { variant: 'success' }))
    await waitFor(() => expect(rowOf('Renamed task')).toBeTruthy())

    fireEvent.click(within(rowOf('Renamed task')).getByTestId('todo-open'))
    await waitFor(() => expect(title().value).toBe('Renamed task'))
  })

  it('lets go of a task that does not exist, and says so', async () => {
    await show({}, { task: 99_999 })
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('This task does not exist any more.', { variant: 'warning' }))
    expect(screen.queryByRole('form', { name: 'Edit task' })).toBeNull()
  })
})
