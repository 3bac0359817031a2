// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BROWSER_VISITS, browserShares } from './browserShares'

describe('browserShares', () => {
  it('gives each browser its part of all the visits: the shares add up to 100%', () => {
    const shares = browserShares().map((browser) => browser.share)
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 1)
    expect(shares).toEqual([64.8, 22, 6.2, 4.4, 1.6, 1])
  })

  it('adds up to 100 within the rounding for other visits too', () => {
    const shares = browserShares(BROWSER_VISITS.map((browser, i) => ({ ...browser, visits: 1 + i * 7 }))).map((browser) => browser.share)
    expect(Math.abs(shares.reduce((sum, share) => sum + share, 0) - 100)).toBeLessThanOrEqual(0.05 * shares.length)
    expect(browserShares([]).length).toBe(0)
  })
})
