import type { z } from 'zod'
import type { Endpoint } from '@/api/contract/endpoint'
import type { CallInput } from '@/api/http'

/** Input the contract refuses, and the field it is wrong in: the server must answer 400 naming it. */
export interface BadInput {
  input: CallInput
  field: string
}

// Values tried in turn until the contract refuses one. Query and path values travel as text.
const TEXT_CANDIDATES = ['not-a-number', '-1', '0.5', 'not-one-of-the-options', 'x'.repeat(5000)]
const JSON_CANDIDATES: unknown[] = [123456, 'not-valid', null, [], {}, true, -1, 'x'.repeat(100_000)]

/**
 * Breaks one field of a valid call, found by asking the contract's own schemas which value it
 * refuses: a path parameter first, then a query field, then a body field. Null when the call takes
 * no input, or no candidate breaks any field.
 */
export function badInputFor(endpoint: Endpoint, valid: CallInput): BadInput | null {
  return (
    breakOne(endpoint.params, valid.params, TEXT_CANDIDATES, (params) => ({ ...valid, params })) ??
    breakOne(endpoint.query, asText(valid.query), TEXT_CANDIDATES, (query) => ({ ...valid, query })) ??
    breakBody(endpoint.body, valid)
  )
}

function breakBody(schema: z.ZodType | undefined, valid: CallInput): BadInput | null {
  if (!schema) return null
  const body = valid.body
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const broken = breakOne(schema, body as Record<string, unknown>, JSON_CANDIDATES, (changed) => ({ ...valid, body: changed }))
    if (broken) return broken
  }
  // A body of the wrong kind altogether.
  return { input: { ...valid, body: 'not an object' }, field: '' }
}

function breakOne(
  schema: z.ZodType | undefined,
  values: Record<string, unknown> | undefined,
  candidates: unknown[],
  withValues: (values: Record<string, unknown>) => CallInput,
): BadInput | null {
  const shape = (schema as z.ZodObject | undefined)?.shape
  if (!schema || !shape) return null
  for (const field of Object.keys(shape)) {
    for (const candidate of candidates) {
      const changed = { ...values, [field]: candidate }
      const result = schema.safeParse(changed)
      if (!result.success && result.error.issues.some((issue) => issue.path[0] === field)) {
        return { input: withValues(changed), field }
      }
    }
  }
  return null
}

/** Query values as they arrive: text (a list stays a list of texts). */
function asText(query: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!query) return undefined
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]),
  )
}
