// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contract } from '.'
import { toOpenApi } from './openapi'

describe('toOpenApi', () => {
  const doc = toOpenApi(contract)

  it('lists the auth calls with their bodies and error answers', () => {
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/jwt/login', '/jwt/register', '/jwt/refresh-token']))
    const login = doc.paths['/jwt/login']!.post!
    expect(login.security).toEqual([])
    expect(login.requestBody!.content['application/json'].schema.required).toEqual(['email', 'password'])
    expect(Object.keys(login.responses)).toEqual(['200', '400'])
    expect(Object.keys(doc.paths['/jwt/refresh-token']!.post!.responses)).toEqual(['200', '400', '401'])
  })

  it('marks protected and beyond-SPEC calls', () => {
    const me = doc.paths['/api/auth/me']!.get!
    expect(me.security).toEqual([{ bearer: [] }])
    expect(me['x-beyond-spec']).toBe(true)
  })
})
