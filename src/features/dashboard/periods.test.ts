import { describe, expect, it } from 'vitest'
import { validateCardPeriods, withCardPeriod } from './periods'

describe('validateCardPeriods', () => {
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
