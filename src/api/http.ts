import { i18n } from '@lingui/core'
import { apiBaseUrl } from '@/api/contract/baseUrl'
import type { Endpoint, ResponseOf } from '@/api/contract/endpoint'
import { ApiError, ContractMismatchError } from './errors'

/** The parts of a call besides the endpoint (already type-checked by `api()`). */
export interface CallInput {
  params?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
  signal?: AbortSignal
}

/** The full URL of a call: base URL (the configured back end unless given), path with its params filled in, and the query string. */
export function urlFor(endpoint: Endpoint, input: CallInput, baseUrl = apiBaseUrl()): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = input.params?.[name]
    if (value === undefined || value === null) throw new Error(`${endpoint.id}: missing path parameter "${name}"`)
    return encodeURIComponent(String(value))
  })
  // A base URL may be a path ("/backend"); it is then taken relative to the page.
  const url = new URL(baseUrl + path, globalThis.location?.href)
  for (const [key, value] of Object.entries(input.query ?? {})) {
    // Arrays become repeated keys (?calendars=Business&calendars=Holiday); absent values are left out.
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) url.searchParams.append(key, String(item))
    }
  }
  return url.href
}

/**
 * Sends one request; `accessToken` goes in the Authorization header when given. Every request
 * names the active language, so the server answers translated data (e.g. page titles) in it.
 */
export function send(endpoint: Endpoint, input: CallInput, accessToken: string | null): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': i18n.locale || 'en' })
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`)
  if (input.body !== undefined) headers.set('Content-Type', 'application/json')

  return fetch(urlFor(endpoint, input), {
    method: endpoint.method,
    headers,
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
    signal: input.signal,
  })
}

/**
 * Turns a response into the endpoint's typed answer: an `ApiError` for an error status, a
 * `ContractMismatchError` when a success answer does not match the response schema.
 */
export async function readAnswer<E extends Endpoint>(endpoint: E, response: Response): Promise<ResponseOf<E>> {
  const text = await response.text()
  const body = text === '' ? undefined : parseJsonOrText(text)
  if (!response.ok) throw new ApiError(endpoint.id, response.status, body)

  const parsed = endpoint.response.safeParse(body)
  if (!parsed.success) throw new ContractMismatchError(endpoint.id, parsed.error.issues)
  return parsed.data as ResponseOf<E>
}

function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    // Not JSON (an HTML error page, a proxy's message): keep the text so the error can show it.
    return text
  }
}
