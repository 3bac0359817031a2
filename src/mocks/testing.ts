import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest'
import type { CallOptions } from '@/api/client'
import { login, type AuthRole, type SessionAnswer } from '@/api/contract/auth'
import { apiBaseUrl } from '@/api/contract/baseUrl'
import { endpoint, type Endpoint, type EndpointDefinition, type ResponseOf } from '@/api/contract/endpoint'
import { urlFor, type CallInput } from '@/api/http'
import { memoryPersistence, openDb } from './db'
import { seedAccounts, type AccountRecord } from './db/accounts'
import { server } from './node'
import { configureMock } from './settings'

/**
 * Runs the mock back end around every test of the calling file: msw/node intercepts fetch, and
 * each test starts from the seed with default settings and no latency. A call no handler matches
 * fails the test, so a typo in a path cannot pass unnoticed.
 */
export function setupMockBackend(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(async () => {
    configureMock()
    await openDb(memoryPersistence())
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
}

/**
 * Loads every domain's handler module, so that each declares its collections (in the app they load
 * with the domain's first call): for checks over all of them (`declaredCollections()`).
 */
export async function loadEveryDomain(): Promise<void> {
  await Promise.all(Object.values(import.meta.glob(['./handlers/*.ts', '!./handlers/*.test.ts'])).map((load) => load()))
}

/** A made-up endpoint's definition: public unless it says `auth: true`. */
type TestDefinition<D> = D & { description: string } & (D extends { auth: true } ? unknown : { auth: false })

/**
 * An endpoint made up for a test of the mock's machinery (not part of the contract), so the test
 * states only what it is about: `testEndpoint({ method: 'GET', path: '/test/ping', response: z.null() })`.
 */
export function testEndpoint<const D extends Omit<EndpointDefinition, 'description'>>(definition: D): Endpoint<TestDefinition<D>> {
  return endpoint({ description: 'test', auth: false, ...definition } as TestDefinition<D>)
}

/** What a call sends besides the endpoint, typed by its schemas as for `api()`. */
type EndpointInput<E extends Endpoint> = Omit<CallOptions<E>, 'signal'>

interface CallerOptions {
  /** Who calls: a demo account (signed in for this call), or null for no token. Default: the admin. */
  as?: AuthRole | null
  /** Further request headers, e.g. `Accept-Language`. */
  headers?: Record<string, string>
  /** Sent as the body instead of the input's JSON, to test a body that is not JSON. */
  rawBody?: string
}

/** What came back: the status, and the body as parsed JSON (typed as the success answer: check the status first). */
interface Answer<E extends Endpoint> {
  status: number
  body: ResponseOf<E>
}

type CallArgs<E extends Endpoint> =
  Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallerOptions]
    : [input: EndpointInput<E>, options?: CallerOptions]

/**
 * Calls one endpoint of the contract the way the app's client does, for handler tests. The URL and
 * the wire format come from the contract, so a test never restates them:
 *
 *   const { status, body } = await callEndpoint(getEmail, { query: { id: 999 } })
 *   await callEndpoint(sendEmail, { body: composed }, { as: 'client' })
 *
 * Input that breaks the contract, to test a 400, is passed with a cast (`as never`).
 */
export async function callEndpoint<E extends Endpoint>(endpoint: E, ...[input, options = {}]: CallArgs<E>): Promise<Answer<E>> {
  const { as = 'admin', headers = {}, rawBody } = options
  const callInput = (input ?? {}) as CallInput
  // A body only where the contract declares one, as the client sends it.
  const body = rawBody ?? (endpoint.body && callInput.body !== undefined ? JSON.stringify(callInput.body) : undefined)
  const token = as === null ? null : (await signIn(as)).accessToken
  const response = await fetch(urlFor(endpoint, callInput), {
    method: endpoint.method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body,
  })
  const text = await response.text()
  return { status: response.status, body: text === '' ? undefined : parseJsonOrText(text) } as Answer<E>
}

/** `callEndpoint`, expecting the endpoint's success status (the failure names the answer); returns the typed answer. */
export async function expectSuccess<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
  const { status, body } = await callEndpoint(endpoint, ...args)
  expect(status, `${endpoint.id} answered ${JSON.stringify(body)}`).toBe(endpoint.status)
  return body
}

/** The seeded demo account of a role (admin@demo.com or client@demo.com), password included. */
export function demoAccount(role: AuthRole): AccountRecord {
  return seedAccounts().find((user) => user.role === role)!
}

/**
 * Signs in a demo account and returns the session: its user and both tokens. Signs in on every
 * call, so a test never depends on a token left over from another one.
 */
export async function signIn(role: AuthRole = 'admin'): Promise<SessionAnswer> {
  const { email, password } = demoAccount(role)
  return expectSuccess(login, { body: { email, password } }, { as: null })
}

function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Raw `fetch` against the mock's base URL, for tests of the wire itself (headers, bodies that are
 * not JSON, tokens in odd shapes): `call('/jwt/login', { method: 'POST', ... })`. Tests of what an
 * endpoint answers use `callEndpoint`.
 */
export function call(path: string, init?: RequestInit): Promise<Response> {
  return fetch(apiBaseUrl() + path, init)
}

/** A raw POST with a JSON body (or a raw string, to test bodies that are not JSON). */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
