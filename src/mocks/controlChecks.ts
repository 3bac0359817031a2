import type { z } from 'zod'
import type { Endpoint } from '@/api/contract/endpoint'
import { distance } from './nearestEndpoint'
import { ForcedFailure, StubbedAnswer } from './settings'

/*
 * The checks every control of the mock makes before it changes anything, shared by the browser's
 * `window.__mock` (./control.ts) and the end-to-end fixture, which runs them in Node before the app
 * boots (e2e/support/mock.ts): a misspelt name or a wrong status fails the test at once, with words.
 */

/** The contract's endpoints under their names, as `Object.entries(contract)` lists them. */
export type NamedEndpoints = readonly (readonly [string, Endpoint])[]

/**
 * The endpoint `key` names, by contract name ('usersData') or id ('GET /api/users/list/data'), with
 * its name; otherwise an error naming the nearest one: "no endpoint named usersDta; did you mean usersData?".
 */
export function endpointNamed(key: unknown, endpoints: NamedEndpoints): readonly [string, Endpoint] {
  if (typeof key !== 'string') {
    throw new Error(`an endpoint is named by its contract name ('usersData') or its id ('GET /api/users/list/data'), not ${JSON.stringify(key)}`)
  }
  const found = endpoints.find(([name, { id }]) => name === key || id === key)
  if (found) return found
  const nearest = nearestName(key, endpoints)
  throw new Error(`no endpoint named ${key}${nearest ? `; did you mean ${nearest}?` : ''}`)
}

/** The name (or, for a key written as an id, the id) closest to `key` by edit distance, when one is close enough to be a typo. */
function nearestName(key: string, endpoints: NamedEndpoints): string | undefined {
  const asId = key.includes(' ') || key.includes('/')
  let best: { candidate: string; typos: number } | undefined
  for (const [name, { id }] of endpoints) {
    const candidate = asId ? id : name
    const typos = distance(key.toLowerCase(), candidate.toLowerCase())
    if (!best || typos < best.typos) best = { candidate, typos }
  }
  return best && best.typos <= Math.max(2, Math.floor(key.length / 3)) ? best.candidate : undefined
}

/** A failure as `fail()` takes it, checked: "usersData: status must be 400–599". */
export function checkedFailure(name: string, failure: unknown): ForcedFailure {
  const parsed = ForcedFailure.safeParse(failure)
  if (parsed.success) return parsed.data
  const status = (failure as { status?: unknown } | null)?.status
  const hint = typeof status === 'number' && status >= 200 && status < 300 ? ' (a success is stubbed with respond())' : ''
  throw new Error(`${name}: ${issuesText(parsed.error.issues)}${hint}`)
}

/** A stub as the mock stores it: the status to answer and its body (null: none). */
export interface Stub {
  status: number
  body: unknown
  times?: number
}

/**
 * A stub as `respond()` takes it, checked: the status (default the endpoint's own success status)
 * and, unless `unchecked`, the body against the contract (the response schema for a success, the
 * error's schema where the contract has one), so a test never stubs an answer the real server could
 * never send: "usersData: body.users[0].email: Invalid email address". Answers the body as parsed.
 */
export function checkedStub(name: string, endpoint: Endpoint, stub: unknown): Stub {
  const parsed = StubbedAnswer.safeParse(stub)
  if (!parsed.success) throw new Error(`${name}: ${issuesText(parsed.error.issues)}`)
  const { status = endpoint.status, body = null, times, unchecked } = parsed.data
  const counted = times === undefined ? {} : { times }
  if (unchecked) return { status, body, ...counted }
  if (status === 204) {
    if (body !== null) throw new Error(`${name}: a 204 answer has no body (give body: null, or unchecked: true)`)
    return { status, body, ...counted }
  }
  const schema = status < 300 ? endpoint.response : endpoint.errors[status]
  if (!schema) return { status, body, ...counted }
  const checked = schema.safeParse(body)
  if (!checked.success) throw new Error(`${name}: ${issuesText(checked.error.issues, 'body')} (unchecked: true sends it as it is)`)
  return { status, body: checked.data, ...counted }
}

/** Zod's issues as one line, each with the path of the wrong field: "body.users[0].email: Invalid email address". */
function issuesText(issues: readonly z.core.$ZodIssue[], root?: string): string {
  return issues
    .map((issue) => {
      const path = issue.path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), root ?? '')
      // The knobs' own messages name their field already ("status must be 400–599").
      return root === undefined || !path ? issue.message : `${path}: ${issue.message}`
    })
    .join('; ')
}

/** A URL's query as the call log keeps it: `{ folder: 'sent' }`, a repeated key's values as an array. */
export function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    query[key] = values.length === 1 ? values[0]! : values
  }
  return query
}
