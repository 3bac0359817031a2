// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { datatablesData, emailsData, invoicesData, login, me, refreshToken, register } from '@/api/contract'
import { intParam } from '@/api/contract/numbers'
import { server } from '@/mocks/node'
import { call, expectSuccess, postJson, setupMockBackend, signIn, testEndpoint } from '@/mocks/testing'
import { handle } from './handle'

/**
 * "Strict in what we send, liberal in what we read" (docs/mock-backend.md, "Liberal in what it reads"): the
 * shapes other front ends send for the same calls. These tests speak raw HTTP on purpose.
 */
setupMockBackend()

async function getSignedIn(pathAndQuery: string) {
  const { accessToken } = await signIn()
  return call(pathAndQuery, { headers: { Authorization: `Bearer ${accessToken}` } })
}

describe('allData (the SPEC sends every row with each page)', () => {
  it('is in the answer by default and with allData=, true, 1 or yes', async () => {
    for (const flag of ['', '&allData=', '&allData=true', '&allData=1', '&allData=YES']) {
      const body = (await (await getSignedIn(`${invoicesData.path}?perPage=5${flag}`)).json()) as { allData?: unknown[]; invoices: unknown[] }
      expect([flag, body.allData?.length, body.invoices.length]).toEqual([flag, 60, 5])
    }
  })

  it('is left out with allData=false, 0, no or off, the page and the total as ever', async () => {
    for (const path of [invoicesData.path, datatablesData.path]) {
      for (const flag of ['false', '0', 'no', 'Off']) {
        const body = (await (await getSignedIn(`${path}?perPage=5&allData=${flag}`)).json()) as Record<string, unknown>
        expect([path, flag, Object.keys(body)]).toEqual([path, flag, ['invoices', 'total']])
      }
    }
  })

  it('is a 400 naming it when it is neither', async () => {
    const response = await getSignedIn(`${invoicesData.path}?allData=maybe`)
    expect(response.status).toBe(400)
    expect(Object.keys(((await response.json()) as { error: object }).error)).toEqual(['allData'])
  })
})

describe('an empty query value is an absent one', () => {
  it('filters nothing: ?status=&q=&sortBy= is the default page', async () => {
    const response = await getSignedIn(`${datatablesData.path}?status=&q=&sortBy=&sortDir=&page=&perPage=`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(await expectSuccess(datatablesData))
  })

  it('leaves the default folder in place: ?label=&folder= is the inbox', async () => {
    const response = await getSignedIn(`${emailsData.path}?q=&label=&folder=`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(await expectSuccess(emailsData, { query: { folder: 'inbox' } }))
  })

  it('still refuses a value that is present and wrong', async () => {
    const response = await getSignedIn(`${datatablesData.path}?page=abc&status=`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { page: ['Expected a whole number in decimal digits'] } })
  })
})

describe('a list reads key=a&key=b and key[]=a&key[]=b', () => {
  const listThings = testEndpoint({
    method: 'GET',
    path: '/test/things',
    query: z.object({ tags: z.array(z.enum(['red', 'blue'])).optional(), page: intParam().default(1) }),
    response: z.object({ tags: z.array(z.string()).nullable() }),
  })

  it.each([
    ['tags=red&tags=blue', ['red', 'blue']],
    ['tags[]=red&tags[]=blue', ['red', 'blue']],
    ['tags%5B%5D=red&tags%5B%5D=blue', ['red', 'blue']],
    ['tags=red', ['red']],
    ['tags[]=red', ['red']],
    ['tags=red&tags=&tags[]=blue', ['red', 'blue']],
    ['tags=', null],
    ['', null],
  ])('?%s', async (query, tags) => {
    server.use(handle(listThings, ({ query }) => ({ tags: query.tags ?? null })))
    const response = await call(`${listThings.path}?${query}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ tags })
  })

  it('refuses a wrong value in the list, naming its place', async () => {
    server.use(handle(listThings, ({ query }) => ({ tags: query.tags ?? null })))
    const response = await call(`${listThings.path}?tags[]=red&tags[]=green`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { 'tags.1': ['Invalid option: expected one of "red"|"blue"'] } })
  })
})

describe('a DELETE reads its fields from the query string or a JSON body', () => {
  const deleteThing = testEndpoint({
    method: 'DELETE',
    path: '/test/things/delete',
    query: z.object({ id: intParam() }),
    response: z.object({ deleted: z.number() }),
  })
  const remove = (init: { query?: string; body?: string; type?: string }) => {
    server.use(handle(deleteThing, ({ query }) => ({ deleted: query.id })))
    return call(`${deleteThing.path}${init.query ?? ''}`, {
      method: 'DELETE',
      body: init.body,
      headers: init.type ? { 'Content-Type': init.type } : {},
    })
  }

  it.each([
    ['the query string', { query: '?id=7' }],
    ['a JSON body', { body: '{"id":7}', type: 'application/json' }],
    ['a JSON body with an empty query value beside it', { query: '?id=', body: '{"id":7}', type: 'application/json;charset=UTF-8' }],
    ['the query string, whatever the body holds', { query: '?id=7', body: 'not json', type: 'text/plain' }],
  ])('%s', async (_, init) => {
    const response = await remove(init)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ deleted: 7 })
  })

  it('answers 400 when neither has the id, or it is wrong', async () => {
    expect(await (await remove({})).json()).toEqual({ error: { id: ['Required'] } })
    expect((await remove({ body: '{"id":"seven"}' })).status).toBe(400)
  })
})

describe('a body is read as JSON whatever its Content-Type says', () => {
  const credentials = JSON.stringify({ email: 'admin@demo.com', password: 'admin' })

  it.each([
    'application/json;charset=UTF-8',
    'application/json; charset=utf-8',
    'application/json; charset="utf-8"',
    'application/json; charset=nonsense',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    undefined,
  ])('%s', async (type) => {
    const response = await call(login.path, { method: 'POST', body: credentials, headers: type ? { 'Content-Type': type } : {} })
    expect(response.status).toBe(200)
    expect((await response.json()).userData.email).toBe('admin@demo.com')
  })

  it('decodes the charset the Content-Type names', async () => {
    const body = JSON.stringify({ email: 'zoe@demo.com', password: 'x', username: 'Zoë' })
    const latin1 = Uint8Array.from(body, (c) => c.charCodeAt(0))
    const response = await call(register.path, {
      method: 'POST',
      body: latin1,
      headers: { 'Content-Type': 'application/json; charset=ISO-8859-1' },
    })
    expect(response.status).toBe(200)
    expect((await response.json()).user.username).toBe('Zoë')
  })

  it('reads UTF-8 with a byte order mark', async () => {
    const body = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(credentials)])
    expect((await call(login.path, { method: 'POST', body })).status).toBe(200)
  })

  it('still refuses a body that is not JSON', async () => {
    const response = await call(login.path, { method: 'POST', body: 'email=admin@demo.com&password=admin' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { body: ['Expected a JSON body'] } })
  })
})

describe('a token in quotes, as clients that JSON.stringify it send it', () => {
  const meWith = (authorization: string) => call(me.path, { headers: { Authorization: authorization } })

  it('is unwrapped once in the Authorization header, which is read whatever the case of "Bearer"', async () => {
    const { accessToken } = await signIn()
    for (const header of [`Bearer "${accessToken}"`, `bearer ${accessToken}`, `BEARER "${accessToken}"`]) {
      const response = await meWith(header)
      expect(response.status, header).toBe(200)
      expect((await response.json()).userData.email).toBe('admin@demo.com')
    }
  })

  it('is then checked as strictly as ever', async () => {
    const { accessToken, refreshToken: refresh } = await signIn()
    for (const header of [
      `Bearer ""${accessToken}""`,
      `Bearer "${accessToken}`,
      `Bearer '${accessToken}'`,
      `Bearer "${accessToken.slice(0, -2)}xx"`,
      `Bearer "${refresh}"`,
      'Bearer ""',
    ]) {
      const response = await meWith(header)
      expect(response.status, header).toBe(401)
      expect(await response.json()).toEqual({ error: 'Invalid or expired access token' })
    }
  })

  it('is unwrapped once in the refresh-token body, and checked as strictly', async () => {
    const { accessToken, refreshToken: refresh } = await signIn()
    const renewed = await postJson(refreshToken.path, { refreshToken: `"${refresh}"` })
    expect(renewed.status).toBe(200)
    expect((await renewed.json()).userData.email).toBe('admin@demo.com')

    for (const token of [`""${refresh}""`, `"${accessToken}"`, `"${refresh.slice(0, -2)}xx"`]) {
      const refused = await postJson(refreshToken.path, { refreshToken: token })
      expect(refused.status, token).toBe(401)
      expect(await refused.json()).toEqual({ error: 'Invalid refresh token' })
    }
  })
})
