// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loginSearch } from './loginSearch'

// The router hands validateSearch whatever the address holds; so do these tests.
const readLogin = (search: Record<string, unknown>) => loginSearch.route.validateSearch(search as never)

describe('login address', () => {
  it('keeps a path of this app to return to', () => {
    expect(readLogin({ redirect: '/apps/email/inbox?q=x' })).toEqual({ redirect: '/apps/email/inbox?q=x', expired: false })
  })

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'apps/email'])('drops %s', (redirect) => {
    expect(readLogin({ redirect })).toEqual({ expired: false })
  })

  it('says the session ended only when the address says so, and reads anything else as no', () => {
    expect(readLogin({ redirect: '/pages/profile', expired: true })).toEqual({ redirect: '/pages/profile', expired: true })
    expect(readLogin({ expired: 'yes' })).toEqual({ expired: false })
  })
})
