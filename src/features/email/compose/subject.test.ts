// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { prefixSubject } from './subject'

describe('prefixSubject', () => {
  it('adds the prefix', () => {
    expect(prefixSubject('Re:', 'Budget')).toBe('Re: Budget')
    expect(prefixSubject('Fwd:', 'Budget')).toBe('Fwd: Budget')
  })

  it('does not repeat a prefix already there', () => {
    expect(prefixSubject('Re:', 'Re: Budget')).toBe('Re: Budget')
    expect(prefixSubject('Fwd:', 'Fwd: Budget')).toBe('Fwd: Budget')
  })

  it('treats the other prefix as part of the subject', () => {
    expect(prefixSubject('Re:', 'Fwd: Budget')).toBe('Re: Fwd: Budget')
  })

  it('prefixes an empty subject', () => {
    expect(prefixSubject('Re:', '')).toBe('Re: ')
  })
})
