import { describe, expect, it } from 'vitest'
import { loginSearch } from './loginSearch'

// The router hands validateSearch whatever the address holds; so do these tests.
const readLogin = (search: Record<string, unknown>) => loginSearch.route.validateSearch(search as never)

describe('login address', () => {
  it('keeps a path of this app to return to', () => {
    expect(readLogin({ redirect: '/apps/email/inbox?q=x' })).toEqual({ redirect: '/apps/email/inbox?q=x' })
  })

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'apps/email'])('drops %s', (redirect) => {
    expect(readLogin({ redirect })).toEqual({})
  })
})
