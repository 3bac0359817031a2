import { useState } from 'react'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { plural } from '@lingui/core/macro'
import { queryOptions } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { listSearch } from '@/lib/listSearch'
import { integer } from '@/lib/readers'
import { SETTLE_DELAY } from '@/components/announce'
import { LiveStatus } from '@/components/LiveStatus'
import { renderInEnglish } from '@/test/render'
import { ServerDataGrid, type ServerDataGridProps } from './ServerDataGrid'

interface Row {
  id: number
  name: string
}
const people = listSearch({ pageSizes: [10, 25], sortBy: ['name'], filters: { team: integer(undefined) } })
const columns = [{ field: 'name', headerName: 'Name' }]

type Props = ServerDataGridProps<Row, typeof people.defaults, { people: Row[]; total: number }, never>
type Extra = Partial<Pick<Props, 'columns' | 'selectionActions' | 'exportName' | 'exportRows' | 'compactColumns' | 'rowLabel' | 'countLabel' | 'searchPlaceholder' | 'noRows' | 'selectable'>>

/** happy-dom's window, whose size the media queries read. */
const screenOf = window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }

type Answer = (search: Search) => Promise<{ people: Row[]; total: number }>
type Search = typeof people.defaults

function renderGrid(answer: Answer, search = people.defaults, extra: Extra = {}) {
  const onSearchChange = vi.fn()
  renderInEnglish(<PeopleGrid answer={answer} search={search} onSearchChange={onSearchChange} extra={extra} />, { withQueries: true })
  return onSearchChange
}

/** The grid with its address kept here, as its route keeps it, and the app's live region. */
function renderWithAddress(answer: Answer, extra: Extra = {}) {
  function WithAddress() {
    const [search, setSearch] = useState(people.defaults)
    const onSearchChange: Props['onSearchChange'] = (patch) => setSearch((current) => people.apply(current, patch))
    return <PeopleGrid answer={answer} search={search} onSearchChange={onSearchChange} extra={extra} />
  }
  renderInEnglish(
    <>
      <WithAddress />
      <LiveStatus />
    </>,
    { withQueries: true },
  )
  return screen.getByRole('status')
}

interface PeopleGridProps {
  answer: Answer
  search: Search
  onSearchChange: Props['onSearchChange']
  extra: Extra
}

function PeopleGrid({ answer, search, onSearchChange, extra }: PeopleGridProps) {
  const query = queryOptions({ queryKey: ['people', search], queryFn: () => answer(search) })
  return (
    <ServerDataGrid
      label="People"
      list={people}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      rowsOf={(page) => page.people}
      columns={columns}
      searchPlaceholder="Search names"
      emptyHint="Try another name."
      selectable
      {...extra}
    />
  )
}

describe('ServerDataGrid', () => {
  it('counts the rows from the answer\'s total and asks the address for the next page', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}` }))
    const onSearchChange = renderGrid(async () => ({ people: rows, total: 42 }))
    await screen.findByText(/1–10 of 42/)
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }))
    expect(onSearchChange).toHaveBeenCalledWith({ page: 2, perPage: 10 }, undefined)
  })

  it('says nothing matches the search, and clears the search and the filters', async () => {
    const onSearchChange = renderGrid(async () => ({ people: [], total: 0 }), { ...people.defaults, q: 'zz', team: 2 })
    await screen.findByText('No rows match “zz”')
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }))
    expect(onSearchChange).toHaveBeenCalledWith(people.cleared)
  })

  it('has no search box for a list the server does not search, and shows the screen\'s own empty state', async () => {
    renderGrid(async () => ({ people: [], total: 0 }), people.defaults, { searchPlaceholder: undefined, selectable: false, noRows: <p>No people yet</p> })
    await screen.findByText('No people yet')
    expect(screen.queryByRole('searchbox')).toBeNull()
    expect(screen.queryByText('No rows yet')).toBeNull()
  })

  it('shows a failed load with a Retry that asks again', async () => {
    const answer = vi.fn().mockRejectedValueOnce(new Error('Network down')).mockResolvedValue({ people: [], total: 0 })
    renderGrid(answer)
    await screen.findByText('The rows could not be loaded')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(2))
    await screen.findByText('No rows yet')
  })

  it('moves an address past the last page to the last page, replacing the entry', async () => {
    const onSearchChange = renderGrid(async () => ({ people: [], total: 100 }), { ...people.defaults, page: 99 })
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ page: 10 }, { replace: true }))
    // The grid steps back by itself too: every move is to the last page, and none adds a history entry.
    for (const [patch, options] of onSearchChange.mock.calls) {
      expect(patch).toMatchObject({ page: 10 })
      expect(options).toEqual({ replace: true })
    }
  })

  it('leaves an empty list on page 1 to say it is empty', async () => {
    const onSearchChange = renderGrid(async () => ({ people: [], total: 0 }))
    await screen.findByText('No rows yet')
    expect(onSearchChange).not.toHaveBeenCalled()
  })

  it('has a search box named "Search rows"', async () => {
    renderGrid(async () => ({ people: [], total: 0 }))
    expect(await screen.findByRole('searchbox', { name: 'Search rows' })).toHaveProperty('placeholder', 'Search names')
  })

  it('is named by its title, and names each row checkbox by its row; the header checkbox selects all rows', async () => {
    renderGrid(async () => ({ people: [{ id: 1, name: 'Ann' }, { id: 2, name: 'Bo' }], total: 2 }), people.defaults, { rowLabel: (row) => row.name })
    const grid = await screen.findByRole('grid', { name: 'People' })
    await within(grid).findByText('Ann')
    expect(within(grid).getByRole('checkbox', { name: 'Select Ann' })).toBeTruthy()
    expect(within(grid).getByRole('checkbox', { name: 'Select Bo' })).toBeTruthy()
    expect(within(grid).getByRole('checkbox', { name: 'Select all rows' })).toBeTruthy()
    expect(within(grid).queryByRole('checkbox', { name: 'Select row' })).toBeNull()

    // Checked, it keeps its name: the checkbox itself says it is checked.
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select Bo' }))
    await screen.findByText('1 row selected')
    expect(within(grid).getByRole<HTMLInputElement>('checkbox', { name: 'Select Bo' }).checked).toBe(true)
  })

  it('says the count of matching rows in the live region once a search has its answer, in the screen\'s words', async () => {
    const everyone = ['Ann', 'Anna', 'Annette', 'Bo'].map((name, i) => ({ id: i + 1, name }))
    const answer = vi.fn(async ({ q }: Search) => {
      const found = everyone.filter((person) => person.name.toLowerCase().includes(q.toLowerCase()))
      return { people: found, total: found.length }
    })
    const status = renderWithAddress(answer, { countLabel: (count) => plural(count, { one: '# user', other: '# users' }) })
    await screen.findByText('Bo')
    // The first load says nothing: the layout says the page's name.
    expect(status.textContent).toBe('')

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search rows' }), { target: { value: 'An' } })
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search rows' }), { target: { value: 'Ann' } })
    await waitFor(() => expect(status.textContent).toBe('3 users'), { timeout: 3_000 })
    expect(screen.queryByText('Bo')).toBeNull()
    expect(answer).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'Ann' }))
  })

  it('says nothing for a new page or sort, and "# results" when its screen gives no noun', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}` }))
    const answer = vi.fn(async ({ page, q }: Search) => {
      const found = rows.filter((row) => row.name.includes(q))
      return { people: found.slice((page - 1) * 10, page * 10), total: found.length }
    })
    const status = renderWithAddress(answer)
    await screen.findByText('Person 1')
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }))
    await screen.findByText('Person 12')
    fireEvent.click(screen.getByRole('columnheader', { name: 'Name' }))
    await waitFor(() => expect(answer).toHaveBeenLastCalledWith(expect.objectContaining({ sortBy: 'name' })))
    // Longer than the live region waits for results to settle.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_DELAY + 200))
    expect(status.textContent).toBe('')

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search rows' }), { target: { value: 'Person 1' } })
    await waitFor(() => expect(status.textContent).toBe('4 results'), { timeout: 3_000 })
  })

  it('says it is busy while it fetches, under a bar named "Loading rows", and not once the rows are in', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}` }))
    const answers: (() => void)[] = []
    const answer = vi.fn(({ page }: Search) => new Promise<{ people: Row[]; total: number }>((resolve) => {
      answers.push(() => resolve({ people: rows.slice((page - 1) * 10, page * 10), total: rows.length }))
    }))
    renderWithAddress(answer)
    const grid = () => screen.getByRole('grid', { name: 'People' })
    // The first load: skeleton rows, which the overlay names.
    await waitFor(() => expect(answers).toHaveLength(1))
    expect(grid().getAttribute('aria-busy')).toBe('true')
    expect(within(grid()).getByRole('progressbar', { name: 'Loading rows' })).toBeTruthy()

    answers[0]!()
    await screen.findByText('Person 1')
    await waitFor(() => expect(grid().getAttribute('aria-busy')).toBe('false'))
    expect(screen.queryByRole('progressbar')).toBeNull()

    // The next page: the rows shown stay, under the named bar, until its answer is in.
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }))
    await waitFor(() => expect(answers).toHaveLength(2))
    await waitFor(() => expect(grid().getAttribute('aria-busy')).toBe('true'))
    expect(within(grid()).getByRole('progressbar', { name: 'Loading rows' }).classList.contains('MuiLinearProgress-root')).toBe(true)
    expect(screen.getByText('Person 1')).toBeTruthy()

    answers[1]!()
    await screen.findByText('Person 12')
    await waitFor(() => expect(grid().getAttribute('aria-busy')).toBe('false'))
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('offers the selection actions while rows are selected, with the ids and a way to clear them', async () => {
    const rows = [{ id: 1, name: 'Ann' }, { id: 2, name: 'Bo' }]
    const onDelete = vi.fn()
    const selectionActions = (ids: readonly number[], clear: () => void) => (
      <button type="button" onClick={() => (onDelete(ids), clear())}>Delete selected</button>
    )
    renderGrid(async () => ({ people: rows, total: 2 }), people.defaults, { selectionActions })
    await screen.findByText('Ann')
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull()
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[1]!)
    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected' }))
    expect(onDelete).toHaveBeenCalledWith([2])
    await waitFor(() => expect(screen.queryByText('1 row selected')).toBeNull())
  })

  it('on a phone shows only the compact columns, at their phone sizes; from sm up, every column', async () => {
    const wide = [
      { field: 'name', headerName: 'Name', minWidth: 240 },
      { field: 'team', headerName: 'Team', minWidth: 160 },
    ]
    const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent)
    renderGrid(async () => ({ people: [{ id: 1, name: 'Ann' }], total: 1 }), people.defaults, { columns: wide, compactColumns: { name: { minWidth: 120 } } })
    await screen.findByText('Ann')
    expect(headers()).toEqual(['', 'Name', 'Team'])
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('style')).toContain('width: 240px')

    screenOf.happyDOM.setViewport({ width: 390, height: 800 })
    try {
      await waitFor(() => expect(headers()).toEqual(['', 'Name']))
      expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('style')).toContain('width: 120px')
    } finally {
      screenOf.happyDOM.setViewport({ width: 1024, height: 768 })
    }
  })

  it("exports the rows exportRows fetches, not only the page, in the grid's columns and formats; a selection narrows them", async () => {
    const saved: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), 'blob:csv'))
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const exportRows = vi.fn(async () => [{ id: 1, name: 'Ann' }, { id: 7, name: '=cmd, "x"' }])
    const formatted = [{ field: 'name', headerName: 'Name', valueFormatter: (value: string) => value.toUpperCase() }]
    renderGrid(async () => ({ people: [{ id: 1, name: 'Ann' }], total: 2 }), people.defaults, { exportName: 'people', exportRows, columns: formatted })
    await screen.findByText('ANN')
    fireEvent.click(screen.getByRole('button', { name: 'Download as CSV' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(exportRows).toHaveBeenCalledTimes(1)
    expect(await saved[0]!.text()).toBe('\uFEFFName\r\nANN\r\n"\'=CMD, ""X"""')

    // With a selection, only the selected rows, as the grid's own export does.
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]!)
    fireEvent.click(screen.getByRole('button', { name: 'Download as CSV' }))
    await waitFor(() => expect(saved).toHaveLength(2))
    expect(await saved[1]!.text()).toBe('\uFEFFName\r\nANN')
  })
})
