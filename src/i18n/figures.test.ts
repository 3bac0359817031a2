// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatChange, formatCompact, shownChange } from './figures'

/** Intl separates a figure from its unit with no-break spaces; the tests read them as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const compact = (locale: string, value: number, currency?: string) => plain(formatCompact(value, { locale, currency }))

describe('formatCompact: a large figure, short, in each language', () => {
  it('English', () => {
    expect([834, 12_400, 633_745.8, 1_250_000].map((value) => compact('en', value))).toEqual(['834', '12.4K', '633.7K', '1.3M'])
    expect([633_745.77, 1_250_000, -4_820, 999].map((value) => compact('en', value, 'USD'))).toEqual(['$633.7K', '$1.3M', '-$4.8K', '$999'])
  })

  it('German: thousands in words, as German has no short form for them', () => {
    expect([834, 12_400, 633_745.8, 1_250_000].map((value) => compact('de', value))).toEqual(['834', '12,4 Tausend', '633,7 Tausend', '1,3 Mio.'])
    // Not "633.745,8 $": the figure is short like the others, the currency where German writes it.
    expect([633_745.77, 1_250_000, -4_820, 999].map((value) => compact('de', value, 'USD'))).toEqual(['633,7 Tausend $', '1,3 Mio. $', '-4,8 Tausend $', '999 $'])
  })

  it('French', () => {
    expect([834, 12_400, 633_745.8, 1_250_000].map((value) => compact('fr', value))).toEqual(['834', '12,4 k', '633,7 k', '1,3 M'])
    expect([633_745.77, 1_250_000].map((value) => compact('fr', value, 'USD'))).toEqual(['633,7 k $US', '1,3 M $US'])
  })

  it('Portuguese', () => {
    expect([834, 12_400, 633_745.8, 1_250_000].map((value) => compact('pt', value))).toEqual(['834', '12,4 mil', '633,7 mil', '1,3 mi'])
    expect([633_745.77, 1_250_000].map((value) => compact('pt', value, 'USD'))).toEqual(['US$ 633,7 mil', 'US$ 1,3 mi'])
  })

  it('never leaves a figure of a thousand or more unabbreviated, in any of the four', () => {
    for (const locale of ['en', 'de', 'fr', 'pt']) {
      for (const value of [1_000, 45_678, 633_745.8, 9_999_999]) {
        for (const currency of [undefined, 'USD', 'EUR']) expect(compact(locale, value, currency), `${locale} ${value} ${currency}`).not.toMatch(/\d{4}|\d[.,\s]\d{3}/)
      }
    }
  })
})

describe('formatChange: a change with its sign, to one decimal', () => {
  it('signs a rise and a fall, and not a change that rounds to zero', () => {
    expect([12.5, -2.5, 0, 0.04, -0.04].map((value) => formatChange(value, 'en'))).toEqual(['+12.5%', '-2.5%', '0%', '0%', '0%'])
    expect(plain(formatChange(12.5, 'de'))).toBe('+12,5 %')
    expect(shownChange(-0.04)).toBe(0)
    expect(Object.is(shownChange(-0.04), -0)).toBe(false)
  })
})
