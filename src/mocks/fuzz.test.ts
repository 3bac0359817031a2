// @vitest-environment node
import fc from 'fast-check'
import { getResponse, isPassthroughResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { contract } from '@/api/contract'
import { apiBaseUrl } from '@/api/contract/baseUrl'
import type { Endpoint } from '@/api/contract/endpoint'
import { memoryPersistence, openDb } from './db'
import { handlers } from './handlers'
import { configureMock } from './settings'
import { demoAccount } from './testing'

/*
 * A contract-wide fuzz: for every endpoint of the contract and each caller (admin, client, no token),
 * generated bad input goes through the mock's own handlers (msw's getResponse, as in the browser's
 * worker and the HTTP server): wrong types, missing and extra fields, keys named like members of
 * Object.prototype, deep nesting, long and odd strings, bad JSON, other content types, odd ids in
 * paths, other methods. Whatever comes, the mock never answers 5xx, every error is JSON in the
 * contract's shape with no stack, Object.prototype stays untouched, and a refused write changes no
 * data. An endpoint added to the contract is fuzzed with no new line here. Seeded: every run sends
 * the same requests.
 */

/** Generated requests per endpoint and caller. */
const RUNS = 50
const SEED = 20_261_125
const CALLERS = ['admin', 'client', null] as const

const PROTOTYPE_KEYS = [
  '__proto__',
  '__proto__[]',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  'constructor[prototype][polluted]',
]
const ODD_TEXTS = ['', ' ', '\u0000', 'a\u0007b', '\ud800', '\udfff\ud800', '\u202eevil', 'null', 'undefined', 'NaN', '-0', '1e999', '0x10', '１２', '<script>alert(1)</script>', '../../etc/passwd', '%00', '💥'.repeat(3)]
const BAD_JSON = ['{', '{"a":', 'nul', "{'a':1}", '[1,]', '\u0000', '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}']
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/json; charset=bogus', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

// Long texts now and then: in a query, past 8,192 characters the whole address is refused (414) before any check.
const longText = fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n))
const oddText = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ODD_TEXTS) },
  { weight: 6, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: longText },
)
const oddId = fc.oneof(fc.constantFrom('abc', '-1', '0', '1.5', '1e3', '0x10', '%00', '%2e%2e', '9'.repeat(30), '__proto__', 'constructor'), fc.nat().map(String))
const deepJson = fc.integer({ min: 100, max: 5000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`)

/** Keys a request might carry: the schema's own, prototype members, and anything. */
const keysOf = (schema: unknown) => {
  const own = Object.keys((schema as { shape?: object } | undefined)?.shape ?? {})
  return fc.oneof(...(own.length > 0 ? [fc.constantFrom(...own)] : []), fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 }))
}

/** A JSON value of any shape, odd texts and prototype-member keys included. */
const anyJson = (keys: fc.Arbitrary<string>) =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      oddText,
      fc.integer(),
      fc.double(),
      fc.constantFrom(true, false, null, Number.MAX_SAFE_INTEGER + 2, -1, 0),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(keys, tie('value'), { maxKeys: 5 }),
    ),
  })).value

/** One generated request for an endpoint: mostly its own method and path, with broken input. */
function requestFor(endpoint: Endpoint) {
  const queryKeys = keysOf(endpoint.query)
  const bodyKeys = keysOf(endpoint.body)
  return fc.record({
    method: fc.oneof({ weight: 4, arbitrary: fc.constant(endpoint.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
    params: fc.array(oddId, { minLength: 4, maxLength: 4 }),
    query: fc.array(fc.tuple(queryKeys, oddText), { maxLength: 4 }),
    body: fc.oneof(
      anyJson(bodyKeys).map((value) => JSON.stringify(value) ?? 'null'),
      fc.dictionary(bodyKeys, anyJson(bodyKeys), { maxKeys: 8 }).map((value) => JSON.stringify(value)),
      fc.constantFrom(...BAD_JSON),
      deepJson,
      fc.constant(undefined),
    ),
    contentType: fc.constantFrom(...CONTENT_TYPES),
  })
}

type Generated = fc.Arbitrary<ReturnType<typeof requestFor> extends fc.Arbitrary<infer T> ? T : never> extends fc.Arbitrary<infer T> ? T : never

function toRequest(endpoint: Endpoint, generated: Generated, token: string | null): Request {
  let param = 0
  const path = endpoint.path.replace(/:(\w+)/g, () => encodeURIComponent(generated.params[param++] ?? '1'))
  const url = new URL(apiBaseUrl() + path)
  for (const [key, value] of generated.query) url.searchParams.append(key, value)
  const headers = new Headers()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (generated.contentType) headers.set('Content-Type', generated.contentType)
  const hasBody = generated.method !== 'GET' && generated.body !== undefined
  return new Request(url, { method: generated.method, headers, body: hasBody ? generated.body : undefined })
}

/** The contract's two error shapes: `{ error: 'message' }` and `{ error: { field: ['message'] } }`. */
function isContractError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false
  const { error } = body as { error: unknown }
  if (typeof error === 'string') return error.length > 0
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return false
  const fields = Object.entries(error)
  return fields.length > 0 && fields.every(([, messages]) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
}

function hasStack(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  return Object.entries(value).some(([key, inner]) => key === 'stack' || hasStack(inner))
}

const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort()
function prototypeUntouched(): boolean {
  const probe = {} as Record<string, unknown>
  return (
    Object.getOwnPropertyNames(Object.prototype).sort().join() === prototypeNames.join() &&
    probe.polluted === undefined &&
    Object.getPrototypeOf(probe) === Object.prototype
  )
}

let writes = 0
const tokens = new Map<string, string>()
const sent = { requests: 0, answered: 0, byStatus: new Map<number, number>() }

async function signIn(role: 'admin' | 'client'): Promise<string> {
  const { email, password } = demoAccount(role)
  const answer = await getResponse(
    handlers,
    new Request(`${apiBaseUrl()}/jwt/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) }),
  )
  return ((await answer!.json()) as { accessToken: string }).accessToken
}

// Calls with another method are unmatched on purpose; the console would name each one.
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))

beforeAll(async () => {
  configureMock()
  await openDb(memoryPersistence({ onChange: () => (writes += 1) }))
  for (const role of ['admin', 'client'] as const) tokens.set(role, await signIn(role))
  // Every domain loads (and seeds) before the fuzz, so what it counts as a write is a change of data.
  for (const endpoint of Object.values<Endpoint>(contract)) {
    if (endpoint.method === 'GET' && !endpoint.params) await getResponse(handlers, toRequest(endpoint, { method: 'GET', params: [], query: [], body: undefined, contentType: undefined }, tokens.get('admin')!))
  }
})

afterAll(() => {
  const statuses = [...sent.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`)
  console.log(`Fuzz: ${sent.requests} requests (${Object.keys(contract).length} endpoints x ${CALLERS.length} callers x ${RUNS}), ${sent.answered} answered by the mock (${statuses.join(', ')}), the rest passed on to the network.`)
})

describe.each(Object.entries<Endpoint>(contract))('%s', (_name, endpoint) => {
  it.each(CALLERS)(`never answers 5xx, a stack or a write on refusal, called as %s`, async (caller) => {
    await fc.assert(
      fc.asyncProperty(requestFor(endpoint), async (generated) => {
        // A demo reset, or a password change, may have retired the tokens: sign in again when needed.
        const token = caller === null ? null : tokens.get(caller)!
        const writesBefore = writes
        sent.requests += 1
        const answer = await getResponse(handlers, toRequest(endpoint, generated, token))
        expect(prototypeUntouched(), 'Object.prototype untouched').toBe(true)
        // Unmatched (another method, say): it goes on to the network, as docs/mock-backend.md says.
        if (!answer || isPassthroughResponse(answer)) return
        sent.answered += 1
        sent.byStatus.set(answer.status, (sent.byStatus.get(answer.status) ?? 0) + 1)
        const text = await answer.text()
        expect(answer.status, `${answer.status} ${text.slice(0, 300)}`).toBeLessThan(500)
        if (answer.status >= 400) {
          const body: unknown = JSON.parse(text)
          expect(isContractError(body), text.slice(0, 300)).toBe(true)
          expect(hasStack(body), text.slice(0, 300)).toBe(false)
          expect(writes, `a refused ${generated.method} changed data: ${text.slice(0, 300)}`).toBe(writesBefore)
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    )
    // Whatever the fuzz did to the sessions (a demo reset retires every token), the next endpoint starts signed in.
    for (const role of ['admin', 'client'] as const) tokens.set(role, await signIn(role))
  })
})
