import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { drawChartsAtSize, drawnSvg, tableOf, tabStops, unnamedTabStops } from './chartTesting'
import { PointsChart, type PointsChartProps } from './PointsChart'

drawChartsAtSize()

const points = [
  { date: '2025-04-01', value: 1_250 },
  { date: '2025-05-01', value: 980 },
  { date: '2025-06-01', value: 2_400 },
]
const monthYear = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

function chart(props: Partial<PointsChartProps> = {}) {
  renderInEnglish(
    <PointsChart
      kind="bar"
      points={points}
      tint="primary"
      label="Orders per month"
      seriesName="Orders"
      height={120}
      formatDate={(iso) => monthYear(iso).slice(0, 3)}
      describeDate={monthYear}
      formatValue={(value) => `${(value / 1000).toFixed(1)}K`}
      {...props}
    />,
  )
  return screen.getByRole('figure', { name: 'Orders per month' })
}

describe('PointsChart for screen readers', () => {
  it('gives its figures as a table: a row per span, named in full, its values as the card writes them', () => {
    const figure = chart()
    expect(tableOf(figure, 'Orders per month')).toEqual([
      ['Period', 'Orders'],
      ['April 2025', '1.3K'],
      ['May 2025', '1.0K'],
      ['June 2025', '2.4K'],
    ])
    expect(screen.getByRole('rowheader', { name: 'June 2025' })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'Orders' })).toBeTruthy()
  })

  it('names a span by the tick\'s words when it has no longer ones', () => {
    const figure = chart({ describeDate: undefined, formatDate: (iso) => `from ${iso}` })
    expect(tableOf(figure, 'Orders per month').map((row) => row[0])).toEqual(['Period', 'from 2025-04-01', 'from 2025-05-01', 'from 2025-06-01'])
  })

  it.each(['bar', 'area', 'line'] as const)('as %s: no Tab stop without a name, the drawing hidden from screen readers', async (kind) => {
    const figure = chart({ kind })
    const svg = await drawnSvg(figure)
    expect(unnamedTabStops(figure)).toEqual([])
    expect(tabStops(figure)).toEqual([])
    expect(svg.getAttribute('role')).not.toBe('application')
    expect(svg.closest('[aria-hidden="true"]')).not.toBeNull()
    // What screen readers do get: the figure's name and its table.
    expect(screen.getByRole('table', { name: 'Orders per month' })).toBeTruthy()
  })
})
