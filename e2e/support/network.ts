import type { Page, Response } from '@playwright/test'
import type { BodyOf, Endpoint, ResponseOf } from '../../src/api/contract/endpoint'
import { queryOf } from '../../src/mocks/controlChecks'
import { callLogOf, type Call, type Recorded } from './callLog'

export type { Call } from './callLog'

/**
 * What a wait may also require of the call: query values as the URL carries them (`{ folder: 'sent' }`),
 * fields of the JSON body it sent (`{ role: 'editor' }`: those fields equal, at any depth; others may be
 * there too), and the status it was answered with.
 */
export interface CallFilter<E extends Endpoint = Endpoint> {
  query?: Record<string, string>
  body?: PartialBody<BodyOf<E>>
  status?: number
}

type PartialBody<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: PartialBody<T[K]> } : T

/**
 * Whether `response` answers a call of `endpoint`: the same method, the same path (a `:param`
 * matches one segment) and, when given, these query values. Use it with `page.waitForResponse`
 * when a test needs the raw response:
 *
 *   const saved = page.waitForResponse(isCallOf(updateEmails))
 */
export function isCallOf(endpoint: Endpoint, { query = {} }: Pick<CallFilter, 'query'> = {}) {
  const path = new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`)
  return (response: Response): boolean => {
    const url = new URL(response.url())
    return (
      // Loading a page is no call, even at an address that is also an endpoint's path (/apps/ecommerce/orders).
      response.request().resourceType() !== 'document' &&
      response.request().method() === endpoint.method &&
      path.test(url.pathname) &&
      Object.entries(query).every(([key, value]) => url.searchParams.get(key) === value)
    )
  }
}

/**
 * Waits for the page's next call of a contract endpoint that fits `filter` (start the wait before the
 * action that makes the call). Without `status`, the call must succeed, and the wait resolves with its
 * answer, checked against the contract and typed by it, so a test asserts on exactly what the screen was given:
 *
 *   const sent = waitForCall(page, emailsData, { query: { folder: 'sent' } })
 *   await page.getByRole('link', { name: 'Sent' }).click()
 *   const { emails } = await sent
 *
 * An error answer then fails the wait, naming the call. With `status` (a number, or 'any'), it waits
 * for a call answered so and resolves with the whole call (status, body, query, requestBody, durationMs):
 *
 *   const refused = waitForCall(page, usersData, { status: 500 })
 *   expect((await refused).body).toEqual({ error: 'Forced 500 (mock control)' })
 *
 * The answer is read as it arrives: a reload right after it never turns into a protocol error.
 */
export function waitForCall<E extends Endpoint>(page: Page, endpoint: E, filter: Omit<CallFilter<E>, 'status'> & { status: number | 'any' }): Promise<Call>
export function waitForCall<E extends Endpoint>(page: Page, endpoint: E, filter?: Omit<CallFilter<E>, 'status'>): Promise<ResponseOf<E>>
export async function waitForCall<E extends Endpoint>(
  page: Page,
  endpoint: E,
  filter: Omit<CallFilter<E>, 'status'> & { status?: number | 'any' } = {},
): Promise<ResponseOf<E> | Call> {
  const { status, ...rest } = filter
  const { call } = await nextCall(page, endpoint, rest, (answered) => status === undefined || status === 'any' || answered === status)
  if (status !== undefined) return call
  if (call.status < 200 || call.status > 299) {
    throw new Error(`${call.endpoint} (${call.id}) answered ${call.status}: ${JSON.stringify(call.body)} (to wait for an error, give { status: ${call.status} })`)
  }
  if (call.body === undefined) throw new Error(`${call.endpoint} answered ${call.status}, but the page moved on before its body could be read`)
  const checked = endpoint.response.safeParse(call.status === 204 ? undefined : call.body)
  if (!checked.success) throw new Error(`${call.endpoint}: its answer breaks the contract: ${checked.error.message}`)
  return checked.data as ResponseOf<E>
}

/** A request as `waitForRequest` gives it: its query and its JSON body (null when it sent none), typed by the contract. */
export interface SentRequest<E extends Endpoint> {
  query: Record<string, string | string[]>
  body: BodyOf<E> | null
}

/**
 * Waits for the page to send a call of `endpoint` that fits `filter` (query values, body fields) and
 * resolves with what it sent, before any answer: for "the form sent the right body".
 *
 *   const sent = waitForRequest(page, addUser)
 *   await drawer.getByRole('button', { name: 'Submit' }).click()
 *   expect((await sent).body).toMatchObject({ email: 'grace@example.com' })
 */
export async function waitForRequest<E extends Endpoint>(page: Page, endpoint: E, filter: Omit<CallFilter<E>, 'status'> = {}): Promise<SentRequest<E>> {
  const path = new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`)
  let sent: SentRequest<E> | undefined
  await page.waitForRequest((request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'document' || request.method() !== endpoint.method || !path.test(url.pathname)) return false
    const text = request.postData()
    const candidate = { query: queryOf(url), body: text ? parseJson(text) : null }
    if (!fits(candidate, filter)) return false
    sent = candidate as SentRequest<E>
    return true
  })
  return sent!
}

/** The next call of `endpoint` the page's call log records that fits the filter. */
function nextCall(page: Page, endpoint: Endpoint, filter: Omit<CallFilter, 'status'>, status: (answered: number) => boolean): Promise<Recorded> {
  const closed = new Promise<never>((_, reject) => page.once('close', () => reject(new Error(`the page closed while waiting for a call of ${endpoint.id}`))))
  const next = callLogOf(page.context()).next(
    ({ call, page: from }) => from === page && call.endpoint !== null && call.id === endpoint.id && status(call.status) && fits({ query: call.query, body: call.requestBody }, filter),
  )
  return Promise.race([next, closed])
}

function fits(call: { query: Record<string, string | string[]>; body: unknown }, { query = {}, body }: Omit<CallFilter, 'status'>): boolean {
  return Object.entries(query).every(([key, value]) => [call.query[key]].flat()[0] === value) && (body === undefined || holds(call.body, body))
}

/** Whether `actual` has every field of `expected`, equal, at any depth (arrays in full). */
function holds(actual: unknown, expected: unknown): boolean {
  if (typeof expected !== 'object' || expected === null) return Object.is(actual, expected)
  if (typeof actual !== 'object' || actual === null) return false
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((item, i) => holds(actual[i], item))
  return Object.entries(expected).every(([key, value]) => holds((actual as Record<string, unknown>)[key], value))
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/**
 * Calls the API from the page as its signed-in user, as the app's client would (the token from
 * localStorage), through the real service worker; answers the status and the JSON body. For setting
 * up data or checking the back end's answer where the screen is not what a test is about.
 */
export async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  // Only once the mock answers: before that, the call would reach the static server.
  await page.locator('html[data-backend="ready"]').waitFor({ state: 'attached' })
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown }
    },
    { method, path, body },
  )
}
