// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { signTint, TREND_LOOKS, trendBetween, trendOf } from './trend'

describe('the sign of a change', () => {
  it('rises, falls or stays, as shown to one decimal', () => {
    expect([12.5, 0.05, -2.5, -0.05, 0, 0.04, -0.04].map(trendOf)).toEqual(['up', 'up', 'down', 'down', 'flat', 'flat', 'flat'])
  })

  it('gives a rise green and ↑, a fall red and ↓, no change grey and no arrow', () => {
    expect(TREND_LOOKS).toEqual({
      up: { tint: 'success', arrow: 'up' },
      down: { tint: 'error', arrow: 'down' },
      flat: { tint: 'secondary', arrow: null },
    })
    expect([4820, -74, 0].map(signTint)).toEqual(['success', 'error', 'secondary'])
  })

  it('reads from nothing to something as a rise, whatever the percentage says', () => {
    expect(trendBetween(0, 2_359_435, 0)).toBe('up')
    expect(trendBetween(0, -1_000, 0)).toBe('down')
    expect(trendBetween(0, 0, 0)).toBe('flat')
    expect(trendBetween(12, 12, 0)).toBe('flat')
    expect(trendBetween(100, 97.5, -2.5)).toBe('down')
  })
})
