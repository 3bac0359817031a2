import { fireEvent, screen, waitFor } from '@testing-library/react'
import { queryOptions } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { listSearch } from '@/lib/listSearch'
import { integer } from '@/lib/readers'
import { renderInEnglish } from '@/test/render'
import { ServerDataGrid } from './ServerDataGrid'

interface Row {
  id: number
  name: string
}
const people = listSearch({ pageSizes: [10, 25], sortBy: ['name'], filters: { team: integer(undefined) } })
const columns = [{ field: 'name', headerName: 'Name' }]

function renderGrid(answer: () => Promise<{ people: Row[]; total: number }>, search = people.defaults) {
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
})
