import { describe, expect, it } from 'vitest'
import { validateLoginSearch } from './loginSearch'

describe('login address', () => {
  it('keeps a path of this app to return to', () => {
    expect(validateLoginSearch({ redirect: '/apps/email/inbox?q=x' })).toEqual({ redirect: '/apps/email/inbox?q=x' })
  })

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'apps/email'])('drops %s', (redirect) => {
    expect(validateLoginSearch({ redirect })).toEqual({})
  })
})
