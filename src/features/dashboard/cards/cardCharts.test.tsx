import type { ReactElement } from 'react'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { drawChartsAtSize, drawnSvg, tableOf, tabStops, unnamedTabStops } from '@/components/charts/chartTesting'
import { renderInEnglish } from '@/test/render'
import { setupSignedInBackend } from '@/test/signedIn'
import { AvgSessionsCard } from './AvgSessionsCard'
import { CustomersCard } from './CustomersCard'
import { GoalOverviewCard } from './GoalOverviewCard'
import { RevenueCard } from './RevenueCard'
import { RevenueReportCard } from './RevenueReportCard'
import { StatisticsChartCard } from './StatisticsChartCard'

// The mock back end's data is seeded for TEST_DAY, 2 June 2025 (src/mocks/db/clock.ts).
setupSignedInBackend('admin')
drawChartsAtSize()

const noop = () => {}
const rowNames = (figure: HTMLElement, caption: string) => tableOf(figure, caption).slice(1).map((row) => row[0])

async function figureOf(card: ReactElement, testId: string, name: string | RegExp) {
  renderInEnglish(card, { withQueries: true })
  return within(await screen.findByTestId(testId)).findByRole('figure', { name })
}

describe('the charts of the cards, for screen readers and the keyboard', () => {
  it('a ring chart: its parts and their figures in a table, no Tab stop (the pie neither)', async () => {
    const figure = await figureOf(<CustomersCard onPeriodChange={noop} />, 'card-customers', 'Customers by kind')
    const table = tableOf(figure, 'Customers by kind')
    expect(table[0]).toEqual(['', 'Customers'])
    expect(table.slice(1).map((row) => row[0])).toEqual(['New', 'Returning', 'Referrals'])
    // The same figures as the list under the ring.
    const list = within(screen.getByTestId('card-customers')).getAllByRole('listitem').map((item) => item.textContent)
    expect(table.slice(1).map((row) => row.join(''))).toEqual(list)
    const svg = await drawnSvg(figure)
    expect(svg.querySelector('.recharts-pie')?.getAttribute('tabindex')).toBe('-1')
    expect(unnamedTabStops(figure)).toEqual([])
    expect(tabStops(figure)).toEqual([])
  })

  it('a gauge: its share in a table, no Tab stop', async () => {
    const figure = await figureOf(<GoalOverviewCard onPeriodChange={noop} />, 'card-goal-overview', /^Received: /)
    const [header, row] = tableOf(figure, figure.getAttribute('aria-label')!)
    expect(header).toEqual(['', 'Share'])
    expect(row).toEqual(['Received', expect.stringMatching(/^\d+(\.\d)?%$/)])
    await drawnSvg(figure)
    expect(unnamedTabStops(figure)).toEqual([])
  })

  it('the revenue report: each span with its earning and expense, in dollars as the tooltip says them', async () => {
    const figure = await figureOf(<RevenueReportCard onPeriodChange={noop} />, 'card-revenue-report', 'Earning and expense per span of the period')
    const table = tableOf(figure, 'Earning and expense per span of the period')
    expect(table[0]).toEqual(['Period', 'Earning', 'Expense'])
    expect(table).toHaveLength(8)
    for (const row of table.slice(1)) expect(row.slice(1)).toEqual([expect.stringMatching(/^\$[\d,]+$/), expect.stringMatching(/^\$[\d,]+$/)])
    await drawnSvg(figure)
    expect(unnamedTabStops(figure)).toEqual([])
    const budget = within(screen.getByTestId('card-revenue-report')).getByRole('figure', { name: 'Earned so far against the budget' })
    expect(tableOf(budget, 'Earned so far against the budget')[0]).toEqual(['Period', 'Budget', 'Earned'])
    expect(unnamedTabStops(budget)).toEqual([])
  })
})

describe('what each point of a chart is labelled', () => {
  it('a monthly chart: the calendar month each figure covers, the last one the current month', async () => {
    const figure = await figureOf(<StatisticsChartCard name="revenue" />, 'card-statistics-revenue', 'Revenue Generated per month, last 12 months')
    const months = rowNames(figure, 'Revenue Generated per month, last 12 months')
    expect(months).toHaveLength(12)
    expect(months[0]).toBe('July 2024')
    expect(months.at(-1)).toBe('June 2025')
  })

  it('the revenue card: July 2024 to June 2025', async () => {
    const figure = await figureOf(<RevenueCard />, 'card-revenue', 'Payments received per month')
    expect(rowNames(figure, 'Payments received per month')).toEqual([
      'July 2024', 'August 2024', 'September 2024', 'October 2024', 'November 2024', 'December 2024',
      'January 2025', 'February 2025', 'March 2025', 'April 2025', 'May 2025', 'June 2025',
    ])
  })

  it('a period of 28 days: the days each bar covers, first to last, the last ending today', async () => {
    const figure = await figureOf(<AvgSessionsCard onPeriodChange={noop} />, 'card-avg-sessions', 'Sessions per span of the period')
    expect(rowNames(figure, 'Sessions per span of the period')).toEqual([
      'May 6 – 9, 2025', 'May 10 – 13, 2025', 'May 14 – 17, 2025', 'May 18 – 21, 2025', 'May 22 – 25, 2025', 'May 26 – 29, 2025', 'May 30 – Jun 2, 2025',
    ])
  })

  it('last month: its days in seven spans, the last ending on the month\'s last day', async () => {
    const figure = await figureOf(<RevenueReportCard period="last-month" onPeriodChange={noop} />, 'card-revenue-report', 'Earning and expense per span of the period')
    const spans = rowNames(figure, 'Earning and expense per span of the period')
    expect(spans).toHaveLength(7)
    expect(spans[0]).toMatch(/^May 1 – \d, 2025$/)
    expect(spans.at(-1)).toMatch(/^May \d+ – 31, 2025$/)
  })

  it('a year\'s period: its months, the current one last', async () => {
    const figure = await figureOf(<AvgSessionsCard period="last-year" onPeriodChange={noop} />, 'card-avg-sessions', 'Sessions per span of the period')
    const months = rowNames(figure, 'Sessions per span of the period')
    expect([months[0], months.at(-1)]).toEqual(['July 2024', 'June 2025'])
  })
})
