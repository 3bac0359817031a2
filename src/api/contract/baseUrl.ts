/**
 * Where the back end lives, as an absolute URL without a trailing slash: `VITE_API_BASE_URL`, or the
 * app's own origin when it is empty. A path (`/backend`) is taken on the app's origin. The client
 * sends its calls there and the mock answers there, so both always agree. Outside a browser (Node:
 * tests, the mock server) there is no origin, and `http://localhost` stands in.
 */
export function apiBaseUrl(): string {
  const origin = globalThis.location?.origin ?? 'http://localhost'
  const configured = import.meta.env.VITE_API_BASE_URL
  if (!configured) return origin
  return new URL(configured, origin).href.replace(/\/+$/, '')
}
