import { fireEvent, screen, waitFor } from '@testing-library/react'
import { queryOptions } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { listSearch } from '@/lib/listSearch'
import { integer } from '@/lib/readers'
import { renderInEnglish } from '@/test/render'
import { ServerDataGrid, type ServerDataGridProps } from './ServerDataGrid'

interface Row {
  id: number
  name: string
}
const people = listSearch({ pageSizes: [10, 25], sortBy: ['name'], filters: { team: integer(undefined) } })
const columns = [{ field: 'name', headerName: 'Name' }]

type Extra = Partial<Pick<ServerDataGridProps<Row, typeof people.defaults, { people: Row[]; total: number }, never>, 'columns' | 'selectionActions' | 'exportName' | 'exportRows' | 'compactColumns'>>

/** happy-dom's window, whose size the media queries read. */
const screenOf = window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }

function renderGrid(answer: () => Promise<{ people: Row[]; total: number }>, search = people.defaults, extra: Extra = {}) {
  const onSearchChange = vi.fn()
  const query = queryOptions({ queryKey: ['people', search], queryFn: answer })
  renderInEnglish(
    <ServerDataGrid
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
    />,
    { withQueries: true },
  )
  return onSearchChange
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
