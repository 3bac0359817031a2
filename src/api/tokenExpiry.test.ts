// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dueForRenewal } from './tokenExpiry'

/** An unsigned JWT with these claims: the client only reads them. */
const token = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`
const at = (seconds: number) => seconds * 1000

describe('dueForRenewal', () => {
  const tenMinutes = token({ iat: 1000, exp: 1600 })

  it('renews a 10-minute token in its last minute, not before', () => {
    expect(dueForRenewal(tenMinutes, at(1539))).toBe(false)
    expect(dueForRenewal(tenMinutes, at(1540))).toBe(true)
    expect(dueForRenewal(tenMinutes, at(1700))).toBe(true)
  })

  it('renews a short token in the last fifth of its life', () => {
    const fiveSeconds = token({ iat: 1000, exp: 1005 })
    expect(dueForRenewal(fiveSeconds, at(1003.9))).toBe(false)
    expect(dueForRenewal(fiveSeconds, at(1004))).toBe(true)
  })

  it('leaves a token it cannot read to the server', () => {
    expect(dueForRenewal('not-a-jwt', at(99_999))).toBe(false)
    expect(dueForRenewal(token({ sub: '1' }), at(99_999))).toBe(false)
  })
})
