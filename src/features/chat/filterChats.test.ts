// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { matchesSearch } from './filterChats'

describe('matchesSearch', () => {
  const priya = { fullName: 'Priya Raman', role: 'UX Designer' }
  it('finds every word in the name or the role, whatever the case and accents', () => {
    expect(matchesSearch(priya, 'pri')).toBe(true)
    expect(matchesSearch(priya, 'RAMAN designer')).toBe(true)
    expect(matchesSearch({ fullName: 'Zoë Müller', role: '' }, 'zoe mul')).toBe(true)
    expect(matchesSearch(priya, 'priya backend')).toBe(false)
  })
  it('matches everyone with an empty search', () => {
    expect(matchesSearch(priya, '  ')).toBe(true)
  })
})
