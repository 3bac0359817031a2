/**
 * Where the back end lives: `VITE_API_BASE_URL`, or the app's own origin when it is empty.
 * The client sends its calls there and the mock answers there, so both always agree.
 * Outside a browser (Node tests) there is no origin, and `http://localhost` stands in.
 */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_BASE_URL
  if (configured) return configured.replace(/\/+$/, '')
  return globalThis.location?.origin ?? 'http://localhost'
}
