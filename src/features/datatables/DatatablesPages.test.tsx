import type { ReactElement } from 'react'
import { act, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '@/api'
import { loadPageNames } from '@/registry/names'
import { PAGES } from '@/registry/pages'
import { renderInEnglish } from '@/test/render'
import { seedDatatableRows } from '@/mocks/db/datatables'
import { saveErrorReason } from './editable/saveError'
import { RowDetail } from './masterDetail/RowDetail'
import { DATATABLE_PAGES } from './overview/datatablePages'
import { DatatablesIndexPage } from './overview/DatatablesIndexPage'

async function show(page: () => ReactElement) {
  const router = createRouter({ routeTree: createRootRoute({ component: page }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />)
  })
}

beforeAll(() => loadPageNames('en'))

describe('the datatables index', () => {
  it('links to every page of the group and to the plain tables, each with what it shows', async () => {
    await show(DatatablesIndexPage)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Datatables')
    const expected = [
      ['Basic DataTable', '/datatables/basic', 'Search, paging and sorting'],
      ['Advanced DataTable', '/datatables/advanced', 'CSV export'],
      ['Editable DataTable', '/datatables/editable', 'rolled back when it refuses'],
      ['Master-Detail DataTable', '/datatables/master-detail', 'reopened by its link'],
      ['Tables', '/tables', 'collapsible rows'],
    ]
    for (const [title, path, line] of expected) {
      const card = screen.getByRole('region', { name: title })
      expect(within(card).getByRole('link', { name: title }).getAttribute('href')).toBe(path)
      expect(card.textContent).toContain(line)
    }
    expect(screen.getAllByRole('link').filter((link) => link.closest('section'))).toHaveLength(DATATABLE_PAGES.length)
    expect(DATATABLE_PAGES.map(({ page }) => PAGES.find((row) => row.id === page)!.path)).toEqual(expected.map(([, path]) => path))
  })
})

describe('why a save failed', () => {
  const refused = (status: number, body: unknown) => new ApiError('PATCH /api/datatables/rows/:id', status, body)

  it("is the server's message for the field it names", () => {
    expect(saveErrorReason(refused(400, { error: { salary: ['A salary cannot be negative'] } }), 'salary')).toBe('A salary cannot be negative')
  })
  it("is a 404's own text", () => {
    expect(saveErrorReason(refused(404, { error: 'No row with id 9' }), 'city')).toBe('No row with id 9')
  })
  it('is a general line for a server failure or a lost connection', () => {
    const general = 'The server could not save it. Please try again.'
    expect(saveErrorReason(refused(500, { error: 'Internal Server Error' }), 'city')).toBe(general)
    expect(saveErrorReason(new TypeError('Failed to fetch'), 'city')).toBe(general)
  })
})

describe('the detail pane', () => {
  const row = seedDatatableRows()[4]!

  it("shows the chosen row's whole record", () => {
    renderInEnglish(<RowDetail id={row.id} row={row} loading={false} />)
    const pane = screen.getByRole('region', { name: row.full_name })
    for (const label of ['ID', 'Email', 'City', 'Start date', 'Salary', 'Age', 'Experience', 'Status']) within(pane).getByText(label)
    expect(pane.textContent).toContain(row.email)
    expect(pane.textContent).toContain(row.city)
  })

  it('asks for a choice while there is none, and says when a linked row does not exist', () => {
    const { rerender } = renderInEnglish(<RowDetail id={undefined} row={undefined} loading={false} />)
    expect(screen.getByRole('region', { name: 'Details' }).textContent).toContain('Choose a row')
    rerender(<RowDetail id={999} row={undefined} loading={false} />)
    expect(screen.getByRole('region', { name: 'Details' }).textContent).toContain('There is no row with the ID 999')
  })
})
