import { http, HttpResponse, passthrough, type HttpHandler } from 'msw'
import { apiBaseUrl } from '@/api/contract/baseUrl'

/** The longest address the mock reads: msw cannot match a longer one (it throws), nor do most servers. */
export const MAX_URL_LENGTH = 8192

/**
 * Answers an over-long address before any handler tries to match it: a call to the API (a path under
 * one of `apiPrefixes`) gets `414 { error }` in the contract's shape; anything else goes to the network
 * untouched, as every call the mock does not own.
 */
export function refuseLongUrls(apiPrefixes: readonly string[]): HttpHandler {
  return http.all(
    ({ request }) => request.url.length > MAX_URL_LENGTH,
    ({ request }) => (isApiCall(request.url, apiPrefixes) ? tooLong() : passthrough()),
  )
}

/** Whether a URL is a call of the API: at its base URL, under one of its path prefixes. */
export function isApiCall(url: string, apiPrefixes: readonly string[]): boolean {
  const base = apiBaseUrl()
  return url.startsWith(base) && apiPrefixes.some((prefix) => url.startsWith(base + prefix))
}

function tooLong(): Response {
  return HttpResponse.json({ error: `The address is longer than ${MAX_URL_LENGTH} characters` }, { status: 414 })
}
