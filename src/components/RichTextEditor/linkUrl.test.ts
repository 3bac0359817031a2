// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { normalizeLinkUrl } from './linkUrl'

describe('normalizeLinkUrl', () => {
  it('keeps web and mail links as they are', () => {
    expect(normalizeLinkUrl(' https://example.com/a ')).toBe('https://example.com/a')
    expect(normalizeLinkUrl('mailto:ada@example.com')).toBe('mailto:ada@example.com')
  })

  it('completes a bare host or address', () => {
    expect(normalizeLinkUrl('example.com')).toBe('https://example.com')
    expect(normalizeLinkUrl('ada@example.com')).toBe('mailto:ada@example.com')
  })

  it('refuses other schemes and empty text', () => {
    expect(normalizeLinkUrl('javascript:alert(1)')).toBeNull()
    expect(normalizeLinkUrl('data:text/html,x')).toBeNull()
    expect(normalizeLinkUrl('  ')).toBeNull()
  })
})
