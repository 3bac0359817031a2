import { backendReady } from '@/api/backendReady'
import { apiBaseUrl } from '@/api/contract/baseUrl'
import { refreshInProgress, refreshSession } from '@/api/refresh'
import { dueForRenewal } from '@/api/tokenExpiry'
import { getSession } from '@/auth/session'
import type { ApiOperation } from './apiDocument'

/** What the "try it" form sends: the operation, the values typed for its parameters, the body's text. */
export interface TryRequest {
  operation: Pick<ApiOperation, 'method' | 'path' | 'parameters'>
  /** Each parameter's text by name; an empty one is left out. */
  values: Readonly<Record<string, string>>
  /** The JSON body as typed; empty for none. Checked before sending (see `bodyProblem`). */
  body: string
  withToken: boolean
}

export interface TryAnswer {
  method: string
  url: string
  status: number
  statusText: string
  /** From sending to the last byte of the answer. */
  milliseconds: number
  /** The body, pretty when it is JSON; '' when the answer has none. */
  body: string
}

/** Why a body cannot be sent (the JSON parser's own words), or undefined when it can. */
export function bodyProblem(body: string): string | undefined {
  if (body.trim() === '') return undefined
  try {
    JSON.parse(body)
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * The URL of a call: the app's API base URL, the path with its parameters filled in, the query
 * parameters that have a value. An array parameter takes a comma-separated list (`a,b` → `key=a&key=b`).
 */
export function tryUrl({ operation, values }: Pick<TryRequest, 'operation' | 'values'>, baseUrl = apiBaseUrl()): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name]?.trim() ?? ''))
  const url = new URL(baseUrl + path, globalThis.location?.href)
  for (const parameter of operation.parameters) {
    const value = values[parameter.name]?.trim() ?? ''
    if (parameter.in !== 'query' || value === '') continue
    const many = parameter.schema?.type === 'array'
    for (const item of many ? value.split(',').map((part) => part.trim()).filter(Boolean) : [value]) url.searchParams.append(parameter.name, item)
  }
  return url.href
}

/** The session's access token, renewed first when it is about to expire, as the app's own client does. */
async function freshAccessToken(): Promise<string | null> {
  await refreshInProgress()?.catch(() => undefined)
  const token = getSession().accessToken
  if (token && dueForRenewal(token)) await refreshSession().catch(() => false)
  return getSession().accessToken
}

function pretty(text: string): string {
  if (text === '') return ''
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

/**
 * Sends the request over the network as any client would (real fetch to the API's base URL, the
 * signed-in user's token in `Authorization`) and answers what came back, whatever the status:
 * a 401 or a 404 is an answer to show, not an error. Only a failure to reach the server throws.
 */
export async function sendTry(request: TryRequest, signal?: AbortSignal): Promise<TryAnswer> {
  await backendReady()
  const url = tryUrl(request)
  const method = request.operation.method.toUpperCase()
  const headers = new Headers({ Accept: 'application/json' })
  const token = request.withToken ? await freshAccessToken() : null
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const hasBody = request.body.trim() !== '' && method !== 'GET' && method !== 'HEAD'
  if (hasBody) headers.set('Content-Type', 'application/json')

  const started = performance.now()
  const response = await fetch(url, { method, headers, body: hasBody ? request.body : undefined, signal })
  const text = await response.text()
  return {
    method,
    url,
    status: response.status,
    statusText: response.statusText,
    milliseconds: Math.round(performance.now() - started),
    body: pretty(text),
  }
}
