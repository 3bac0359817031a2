// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { cardPeriodSearch, periodNavigator, withCardPeriod } from './periods'

// The router hands validateSearch whatever the address holds; so do these tests.
const validateCardPeriods = (search: unknown) => cardPeriodSearch.route.validateSearch(search as never)

describe('card periods in the address', () => {
  it('keeps each known card period and leaves out what it does not know', () => {
    expect(validateCardPeriods({ 'revenue-report': 'last-year', customers: 'last-month', 'goal-overview': 'yesterday', revenue: 'last-year', q: 'x' })).toEqual({
      'revenue-report': 'last-year',
      customers: 'last-month',
    })
    expect(validateCardPeriods('nonsense')).toEqual({})
  })
})

describe('withCardPeriod', () => {
  it('sets one card and leaves the default out of the address', () => {
    const search = withCardPeriod({ customers: 'last-month' }, 'revenue-report', 'last-year')
    expect(search).toEqual({ customers: 'last-month', 'revenue-report': 'last-year' })
    expect(withCardPeriod(search, 'customers', 'last-28-days')).toEqual({ customers: undefined, 'revenue-report': 'last-year' })
  })
})

describe('periodNavigator', () => {
  it('replaces the address, keeps the scroll and leaves the default period out', () => {
    const navigate = vi.fn(async () => {})
    periodNavigator(navigate)('customers', 'last-28-days')
    const [[options]] = navigate.mock.calls as unknown as [[{ search: (s: object) => object; replace: boolean; resetScroll: boolean }]]
    expect(options).toMatchObject({ replace: true, resetScroll: false })
    expect(options.search({ customers: 'last-year', revenue: 'x' })).toEqual({ revenue: 'x' })
  })

  it('reads the default period as none, so the address has one way to say it', () => {
    expect(validateCardPeriods({ customers: 'last-28-days' })).toEqual({})
  })
})
