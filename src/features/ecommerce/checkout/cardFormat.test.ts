// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { caretAfterDigits, digitsBefore, formatCardNumber, formatDigits, formatExpiry } from './cardFormat'

describe('the card number as typed', () => {
  it('is grouped by four, whatever spacing was typed or pasted', () => {
    expect(formatCardNumber('4242')).toBe('4242')
    expect(formatCardNumber('42424')).toBe('4242 4')
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242-4242 42424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber(' 4242 ')).toBe('4242')
  })

  it('keeps digits only, at most 19', () => {
    expect(formatCardNumber('42a4b2')).toBe('4242')
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789')
    expect(formatCardNumber('')).toBe('')
  })
})

describe('the expiry as typed', () => {
  it('gets its slash with the third digit', () => {
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('12')).toBe('12')
    expect(formatExpiry('123')).toBe('12/3')
    expect(formatExpiry('1228')).toBe('12/28')
    expect(formatExpiry('12/28')).toBe('12/28')
  })

  it('keeps a slash typed after the month, and lets it be deleted', () => {
    expect(formatExpiry('12/')).toBe('12/')
    expect(formatExpiry('12')).toBe('12')
  })

  it('keeps four digits at most', () => {
    expect(formatExpiry('122834')).toBe('12/28')
    expect(formatExpiry('ab')).toBe('')
  })
})

describe('the CVV as typed', () => {
  it('keeps up to the given number of digits', () => {
    expect(formatDigits('12a34 5', 4)).toBe('1234')
    expect(formatDigits('98', 4)).toBe('98')
  })
})

describe('the caret', () => {
  it('stays after the digit it was after once spaces move', () => {
    // "4242 4" typed as "42424" with the caret at the end: still after the fifth digit.
    expect(caretAfterDigits('4242 4', digitsBefore('42424', 5))).toBe(6)
    // A digit inserted in the first group: the caret after it, not at the end.
    expect(caretAfterDigits('4124 2424 2', digitsBefore('41242 4242', 2))).toBe(2)
    expect(caretAfterDigits('4242 4242', 0)).toBe(0)
    expect(caretAfterDigits('42', 5)).toBe(2)
  })
})
