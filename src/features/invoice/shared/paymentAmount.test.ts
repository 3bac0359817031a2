// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { centsOf, currencySign, typedAmount } from './paymentAmount'

describe('payment amounts', () => {
  it('reads what people type into cents, either mark before the cents', () => {
    expect(centsOf('724.5')).toBe(72450)
    expect(centsOf('724,50')).toBe(72450)
    expect(centsOf(' 1 200 ')).toBe(120000)
    expect(centsOf('0.05')).toBe(5)
  })

  it('refuses what is not an amount', () => {
    for (const typed of ['', 'abc', '1,200.50', '1.234', '-5', '1e3']) expect(centsOf(typed)).toBeUndefined()
  })

  it('writes cents to edit in the language, with its currency sign', () => {
    expect(typedAmount(72450, 'en')).toBe('724.50')
    expect(typedAmount(120000, 'de')).toBe('1200,00')
    expect(currencySign('EUR', 'de')).toBe('€')
    expect(currencySign('USD', 'en')).toBe('$')
  })
})
