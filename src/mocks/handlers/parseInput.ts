import type { z } from 'zod'
import type { Endpoint } from '@/api/contract'
import { badRequest } from './httpErrors'

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
    for (const issue of result.error.issues) {
      // A field's errors go under its path (`email`, `to.0.email`); an error of the whole part under its name.
      ;(errors[issue.path.join('.') || where] ??= []).push(issue.message)
    }
    return undefined
  }

  const params = check(endpoint.params, pathParams, 'params')
  const query = check(endpoint.query, queryObject(new URL(request.url)), 'query')
  let body: unknown
  if (endpoint.body) {
    const json = await readJson(request)
    if (json.ok) body = check(endpoint.body, json.value, 'body')
    else errors.body = ['Expected a JSON body']
  }

  if (Object.keys(errors).length > 0) throw badRequest(errors)
  return { params, query, body } as ParsedInput<E>
}

/**
 * The query string as an object: a key given once is a string, a key given several times an array
 * (`?calendars=Business&calendars=Holiday`). Schemas of list filters should accept both.
 */
function queryObject(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    query[key] = values.length === 1 ? values[0]! : values
  }
  return query
}

async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await request.text()
  // No body at all is left to the schema, which then names the missing fields.
  if (text.trim() === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}
