import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Endpoint } from '@/api/contract/endpoint'
import { addUser, getUser, usersData } from '@/api/contract/users'
import { cases, type Case } from './cases'
import { checkEndpoint } from './checks'
import { credentialsFrom, ServerUnderTest } from './server'

/**
 * The suite must fail against a server whose answers differ from the contract. A proxy in front of
 * the server under test alters three answers, one way each; the suite must name every change.
 */
type Alteration = (body: Record<string, unknown>, status: number, url: URL) => { body: unknown; status: number }

const alterations: Record<string, Alteration> = {
  // A missing field, in the filtered list the suite checks (the calls that prepare others stay whole).
  'GET /api/users/list/data': (body, status, url) => {
    const [first] = body.users as Record<string, unknown>[]
    if (url.searchParams.has('role')) delete first!.fullName
    return { body, status }
  },
  // A string id where the contract says a number.
  'GET /api/users/user': (body, status) => {
    const user = body.user as Record<string, unknown>
    return { body: { user: { ...user, id: String(user.id) } }, status }
  },
  // A wrong status: 200 where a creation answers 201.
  'POST /apps/users/add-user': (body, status) => ({ body, status: status === 201 ? 200 : status }),
}

let proxy: Server
let altered: ServerUnderTest

beforeAll(async () => {
  const target = inject('baseUrl')
  proxy = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const url = new URL(request.url ?? '/', target)
    const answer = await fetch(`${target}${url.pathname}${url.search}`, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'content-length')) as Record<string, string>,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    })
    const text = await answer.text()
    const alter = answer.ok && text ? alterations[`${request.method} ${url.pathname}`] : undefined
    const { body, status } = alter ? alter(JSON.parse(text) as Record<string, unknown>, answer.status, url) : { body: undefined, status: answer.status }
    const out = alter ? JSON.stringify(body) : text
    response.writeHead(status, out ? { 'Content-Type': 'application/json' } : {})
    response.end(out)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const address = proxy.address()
  if (address === null || typeof address === 'string') throw new Error('The proxy has no port')
  altered = new ServerUnderTest(`http://127.0.0.1:${address.port}`, credentialsFrom(process.env))
})

afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())))

const check = (endpoint: Endpoint, name: keyof typeof cases) => checkEndpoint(endpoint, cases[name] as Case<Endpoint>, altered)

describe('the contract suite, against a server that breaks the contract', () => {
  it('names a missing field, with its JSON path', async () => {
    expect(await check(usersData, 'usersData')).toContainEqual({
      endpoint: 'GET /api/users/list/data',
      check: 'valid input',
      path: 'users[0].fullName',
      expected: 'string',
      received: 'nothing',
    })
  })

  it('names a string id where a number is due', async () => {
    const mismatches = await check(getUser, 'getUser')
    expect(mismatches).toContainEqual(expect.objectContaining({ endpoint: 'GET /api/users/user', check: 'valid input', path: 'user.id', expected: 'number' }))
    expect(mismatches.find((m) => m.path === 'user.id')!.received).toMatch(/^"\d+"$/)
  })

  it('names a wrong status', async () => {
    const mismatches = await check(addUser, 'addUser')
    expect(mismatches).toContainEqual(expect.objectContaining({ endpoint: 'POST /apps/users/add-user', check: 'valid input', path: 'status', expected: '201' }))
    expect(mismatches.find((m) => m.path === 'status')!.received).toMatch(/^200 /)
  })

  it('finds nothing to report where the proxy changes nothing', async () => {
    expect(await check(getUser, 'getUser').then((found) => found.filter((m) => m.path !== 'user.id'))).toEqual([])
  })
})
