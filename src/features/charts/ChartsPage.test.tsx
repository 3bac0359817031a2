import { act, fireEvent, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { examplesOf } from '@/components/example'
import { loadPageNames } from '@/registry/names'
import { renderInEnglish } from '@/test/render'
import { ChartsPage } from './ChartsPage'

const FIGURES = [
  'Visitors per month, this year and last',
  'Visits per day by source',
  'Revenue per quarter by channel',
  'Visits by device',
  'Orders by payment state',
  'Scores out of 100 of two products',
  'Campaigns: spend, conversions and reach',
  'Share price per day, May 12, 2025 to June 2, 2025',
]

async function show() {
  const router = createRouter({ routeTree: createRootRoute({ component: ChartsPage }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />)
  })
}

beforeAll(() => loadPageNames('en'))

describe('the charts page', { timeout: 30_000 }, () => {
  it('shows every chart as a named figure with its figures in a table, and each example with its code', async () => {
    await show()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Charts')
    expect(screen.getAllByRole('button', { name: 'Show code' })).toHaveLength(7)
    const figures = screen.getAllByRole('figure')
    expect(figures.map((figure) => figure.getAttribute('aria-label'))).toEqual(FIGURES)
    for (const name of FIGURES) {
      const figure = screen.getByRole('figure', { name })
      expect(within(figure).getByRole('table', { name }), name).toBeTruthy()
    }
  })

  it('opens a chart’s table for everyone, with the values in the reader’s language', async () => {
    await show()
    const figure = screen.getByRole('figure', { name: 'Revenue per quarter by channel' })
    const toggle = within(figure).getByRole('button', { name: 'Show data table' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    const hide = within(figure).getByRole('button', { name: 'Hide data table' })
    expect(hide.getAttribute('aria-expanded')).toBe('true')
    const table = within(figure).getByRole('table', { name: 'Revenue per quarter by channel' })
    expect(hide.getAttribute('aria-controls')).toBe(table.parentElement!.id)
    const rows = within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))
    expect(rows[0]).toEqual(['Quarter starting', 'Online', 'Retail', 'Wholesale'])
    expect(rows[1]).toEqual(['Jul 2024', '$42,000', '$31,000', '$18,000'])
    // One table only: the open one replaces the one kept for screen readers.
    expect(within(figure).getAllByRole('table')).toHaveLength(1)
  })
})

describe('the chart examples', () => {
  const examples = examplesOf(import.meta.glob('./examples/*.tsx', { eager: true }), import.meta.glob('./examples/*.tsx', { query: '?raw', import: 'default' }))

  it('show their own file as their code, each at its own place', async () => {
    expect(examples.map((example) => example.order)).toEqual([1, 2, 3, 4, 5, 6, 7])
    for (const { name, Component, source } of examples) {
      expect(await source(), name).toContain(`export default function ${Component.name}(`)
      expect(Component.name, name).toBe(name)
    }
  })
})
