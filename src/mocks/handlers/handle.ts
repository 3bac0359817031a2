import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import type { z } from 'zod'
// Exact modules, not the contract's index: this file starts with the mock, and the index would
// bring every domain's schemas into the mock's first chunk.
import { apiBaseUrl } from '@/api/contract/baseUrl'
import type { Endpoint } from '@/api/contract/endpoint'
import { latencyOf, recordCall, takeForced } from '@/mocks/control'
import { queryOf } from '@/mocks/controlChecks'
import { dbOpened, flushDb } from '@/mocks/db'
import type { AccountRecord } from '@/mocks/db/accounts'
import { HttpError, serverError, unauthorized } from '@/mocks/httpErrors'
import { parseInput, type ParsedInput } from './parseInput'
import { authorize } from './permissions'
import { userOfAccessToken } from './sessions'

/** What a resolver receives: the parsed input, the signed-in user (when the endpoint needs one), the raw request. */
export type ResolverInput<E extends Endpoint> = ParsedInput<E> & {
  user: E['auth'] extends false ? null : Readonly<AccountRecord>
  request: Request
}

/** A plain function over the db: returns the answer (typed by the response schema) or throws an `HttpError`. */
export type Resolver<E extends Endpoint> = (input: ResolverInput<E>) => z.input<E['response']> | Promise<z.input<E['response']>>

/**
 * Turns a contract endpoint and a resolver into an msw handler. Before the resolver runs, the
 * handler checks the bearer token (401 `{ error }` when missing, expired or forged), then that the
 * user has the endpoint's `ability` (403 `{ error }`; see ./permissions: a protected endpoint of no
 * domain is for the admin only), and parses the input (400 naming the wrong fields), so a resolver
 * only ever sees an allowed user and valid input. After it, the answer is parsed with the
 * response schema: the mock can never send what the contract does not describe (a stray password,
 * a wrong type). The test control hooks in here (../control.ts): latency, forced failures, the call log.
 */
export function handle<E extends Endpoint>(endpoint: E, resolver: Resolver<E>): HttpHandler {
  const method = endpoint.method.toLowerCase() as Lowercase<E['method']>
  return http[method](apiBaseUrl() + endpoint.path, async ({ request, params }) => {
    const started = performance.now()
    const url = new URL(request.url)
    const path = url.pathname + url.search
    // Read from a copy before the handler reads the body, for the call log.
    const requestBody = endpoint.method === 'GET' ? null : await jsonOf(request.clone())
    const response = await answerOrFail(endpoint, async () => {
      await dbOpened()
      await simulateLatency(endpoint)
      const forced = takeForced(endpoint, path)
      if (forced) return forced.body === null ? new HttpResponse(null, { status: forced.status }) : HttpResponse.json(forced.body as never, { status: forced.status })
      return answer(endpoint, resolver, request, params)
    })
    const durationMs = performance.now() - started
    recordCall({ id: endpoint.id, method: endpoint.method, path, query: queryOf(url), requestBody, status: response.status, durationMs })
    return response
  })
}

/** The endpoint's own answer: the checks, the resolver, and the contract's check of what it returned (errors thrown become answers in `answerOrFail`). */
async function answer<E extends Endpoint>(
  endpoint: E,
  resolver: Resolver<E>,
  request: Request,
  params: Record<string, unknown>,
): Promise<Response> {
  const user = endpoint.ability ? authorize(await authenticate(request), endpoint.ability) : null
  const input = await parseInput(endpoint, request, params)
  const result = endpoint.response.safeParse(await resolver({ ...input, user, request } as ResolverInput<E>))
  if (!result.success) {
    // A bug in the mock, not in the request: say so loudly.
    const message = `The mock's answer to ${endpoint.id} breaks the contract: ${result.error.message}`
    console.error(message)
    return HttpResponse.json({ error: message }, { status: 500 })
  }
  // A write is answered once it is stored, as a real server answers after its commit: a reload (or
  // another tab) right after the answer finds the change.
  if (endpoint.method !== 'GET') await flushDb()
  if (endpoint.status === 204) return new HttpResponse(null, { status: 204 })
  return HttpResponse.json(result.data as never, { status: endpoint.status })
}

/** A request's body as JSON; null when it has none, the text when it is not JSON. */
async function jsonOf(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** `make()`'s answer; an `HttpError` as its answer, and any other exception as a `500 { error }` with no stack. */
export async function answerOrFail(endpoint: Pick<Endpoint, 'id'>, make: () => Promise<Response>): Promise<Response> {
  try {
    return await make()
  } catch (error) {
    const refusal = error instanceof HttpError ? error : serverError(endpoint.id, error)
    return HttpResponse.json(refusal.body as never, { status: refusal.status })
  }
}

/** The user a request's `Authorization: Bearer <access token>` belongs to, or a 401. */
async function authenticate(request: Request): Promise<Readonly<AccountRecord>> {
  // The scheme's name is case-insensitive (RFC 9110); a quoted token is unwrapped, then checked strictly.
  const token = /^Bearer +(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]
  if (!token) throw unauthorized('Missing access token')
  const user = await userOfAccessToken(token)
  if (!user) throw unauthorized('Invalid or expired access token')
  return user
}

function simulateLatency(endpoint: Endpoint): Promise<void> | undefined {
  const [min, max] = latencyOf(endpoint)
  if (max <= 0) return undefined
  return delay(min + Math.random() * (max - min))
}
