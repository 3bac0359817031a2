import type { z } from 'zod'
import type { Endpoint } from '@/api/contract/endpoint'
import { badRequest } from '@/mocks/httpErrors'

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined

/** A request's params, query and body, each parsed by the endpoint's schema. */
export interface ParsedInput<E extends Endpoint> {
  params: OutputOf<E['params']>
  query: OutputOf<E['query']>
  body: OutputOf<E['body']>
}

/**
 * Parses everything a request brings before any resolver sees it. Bad input of any kind (a missing
 * field, a wrong type, a body that is not JSON) throws one 400 listing every wrong field:
 * `{ error: { email: ['Invalid email address'], password: ['Invalid input: expected string, received undefined'] } }`.
 *
 * Reading is liberal, because other front ends are written against the same API (docs/mock-backend.md,
 * "Liberal in what it reads"): an empty query value is an absent one, a list arrives as `key=a&key=b` or
 * `key[]=a&key[]=b`, a DELETE's fields come from its query string or a JSON body, and a body is read
 * as JSON whatever its Content-Type says. What is present and wrong is still a 400.
 */
export async function parseInput<E extends Endpoint>(
  endpoint: E,
  request: Request,
  pathParams: Record<string, unknown>,
): Promise<ParsedInput<E>> {
  const errors: Record<string, string[]> = {}
  const check = (schema: z.ZodType | undefined, value: unknown, where: string): unknown => {
    if (!schema) return undefined
    const result = schema.safeParse(value)
    if (result.success) return result.data
    addFieldErrors(errors, result.error.issues, where)
    return undefined
  }

  const params = check(endpoint.params, pathParams, 'params')
  let queryFields = queryObject(new URL(request.url), endpoint.query)
  let body: unknown
  if (endpoint.body) {
    const json = await readJson(request)
    if (json.ok) body = check(endpoint.body, json.value, 'body')
    else errors.body = ['Expected a JSON body']
  } else if (endpoint.method === 'DELETE') {
    // Clients send a DELETE's id in the query string or in a JSON body; the query schema reads both.
    const json = await readJson(request)
    if (json.ok && isRecord(json.value)) queryFields = { ...json.value, ...queryFields }
  }
  const query = check(endpoint.query, queryFields, 'query')

  if (Object.keys(errors).length > 0) throw badRequest(errors)
  return { params, query, body } as ParsedInput<E>
}

/**
 * Adds zod's issues to a 400's fields: a field's errors go under its path (`email`, `to.0.email`),
 * an error of the whole value under `whole`. A resolver that checks what it builds (a forward with
 * its original) reports the same way: `throw badRequest(addFieldErrors({}, issues, 'body'))`.
 */
export function addFieldErrors(
  errors: Record<string, string[]>,
  issues: readonly z.core.$ZodIssue[],
  whole: string,
): Record<string, string[]> {
  for (const issue of issues) (errors[issue.path.join('.') || whole] ??= []).push(issue.message)
  return errors
}

/**
 * The query string as an object. Empty values are left out (`?status=&q=` filters nothing, as the
 * clients that send it mean); `key[]` is `key`. A field the schema declares as a list always gets an
 * array; any other key given once is a string, given several times an array (the schema decides).
 */
function queryObject(url: URL, schema: z.ZodObject | undefined): Record<string, unknown> {
  const values = new Map<string, string[]>()
  for (const [rawKey, value] of url.searchParams) {
    if (value === '') continue
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey
    values.set(key, [...(values.get(key) ?? []), value])
  }
  // Own properties only: a key named like a member of Object.prototype (`__proto__`, `constructor`) is a
  // key like any other, found in the schema only if the schema declares it, and stored as a plain field.
  const shape = schema?.shape ?? {}
  return Object.fromEntries(
    [...values].map(([key, list]) => [key, list.length === 1 && !isList(Object.hasOwn(shape, key) ? shape[key] : undefined) ? list[0] : list]),
  )
}

/** Whether a field's schema is an array, under any optional, default or pipe around it. */
function isList(schema: z.ZodType | undefined): boolean {
  let def = schema?._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType } | undefined
  while (def) {
    if (def.type === 'array') return true
    def = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined))?._zod.def as typeof def
  }
  return false
}

async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await readText(request)
  // No body at all is left to the schema, which then names the missing fields.
  if (text.trim() === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/**
 * The body as text, whatever the Content-Type: `application/json;charset=UTF-8` (axios),
 * `text/plain` (fetch with a string body and no type) or none. A charset the body names is honoured
 * when the platform knows it; anything else is read as UTF-8, JSON's own encoding.
 */
async function readText(request: Request): Promise<string> {
  const charset = /;\s*charset="?([^";\s]+)/i.exec(request.headers.get('Content-Type') ?? '')?.[1]
  const bytes = await request.arrayBuffer()
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes)
  } catch {
    // An unknown charset label (TextDecoder throws a RangeError).
    return new TextDecoder().decode(bytes)
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
