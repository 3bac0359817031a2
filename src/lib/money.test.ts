// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatMoney } from './money'

// Intl puts a no-break space between a number and a trailing sign.
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('formatMoney', () => {
  it('writes cents in the currency and the language given', () => {
    expect(formatMoney(342850, 'USD', 'en')).toBe('$3,428.50')
    expect(plain(formatMoney(342850, 'EUR', 'de'))).toBe('3.428,50 €')
    expect(plain(formatMoney(5, 'GBP', 'fr'))).toBe('0,05 £GB')
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00')
  })
})
