// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { amountText, balanceField, hasCentPrecision, invoiceSums, linePrice, mainUnits, percentOf } from './invoiceTotals'

describe('invoice money, in cents', () => {
  it('prices a line as cost times quantity', () => {
    expect(linePrice({ cost: 12_50, quantity: 3 })).toBe(37_50)
  })

  it('takes a percent rounded half up to a whole cent', () => {
    expect(percentOf(10_000, 12.5)).toBe(1250)
    // 0.5 cent rounds up, 0.49 down.
    expect(percentOf(10, 5)).toBe(1)
    expect(percentOf(9, 5)).toBe(0)
    expect(percentOf(333, 7.25)).toBe(24) // 24.1425
    expect(percentOf(0, 20)).toBe(0)
  })

  it('is exact where floats are not', () => {
    // 1.005 × 100 is 100.49999… in floating point; in cents it is 100.5, so 101.
    expect(percentOf(10_050, 1)).toBe(101)
    // A total large enough to lose cents as a float product.
    expect(percentOf(90_071_992_547_409, 10)).toBe(9_007_199_254_741)
  })

  it('sums lines, then the discount on the subtotal, then the tax on what is left', () => {
    const items = [
      { cost: 19_99, quantity: 3 },
      { cost: 5_01, quantity: 1 },
    ]
    // 5997 + 501 = 6498; 10% off: 649.8 -> 650; tax 7.25% of 5848 = 423.98 -> 424.
    expect(invoiceSums(items, 10, 7.25)).toEqual({ subtotal: 6498, discount: 650, tax: 424, total: 6272 })
    expect(invoiceSums([], 10, 20)).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0 })
  })

  it('accepts percents with at most two decimals', () => {
    expect([0, 5, 12.5, 7.25, 99.99, 100].every(hasCentPrecision)).toBe(true)
    expect([0.125, 7.251, 1 / 3].some(hasCentPrecision)).toBe(false)
  })

  it("spells the SPEC's fields: total in main units, balance as text or 0", () => {
    expect(mainUnits(342_850)).toBe(3428.5)
    expect(amountText(72_450, 'USD')).toBe('$724.50')
    expect(amountText(1_234_500, 'EUR')).toBe('€12345.00')
    expect(balanceField(0, 'USD')).toBe(0)
    expect(balanceField(5, 'GBP')).toBe('£0.05')
  })
})
