// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ISSUER } from './issuer'

describe('the invoice issuer', () => {
  it('is the demo company, in the city of its bank', () => {
    expect(ISSUER.name).toBe('Vantage Labs')
    expect(ISSUER.address.join('\n')).toMatch(/San Francisco, CA \d{5}, USA/)
  })

  it('gives phone numbers that ring nobody: every one is in the 555-0100 to 555-0199 block kept for fiction', () => {
    const phones = ISSUER.address.at(-1)!.split(', ')
    expect(phones.length).toBeGreaterThanOrEqual(1)
    for (const phone of phones) expect(phone).toMatch(/^\+1 \(\d{3}\) 555-01\d{2}$/)
  })
})
