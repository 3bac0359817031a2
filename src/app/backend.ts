/**
 * The moment the back end can answer. With the mock, that is when its service worker is active;
 * with a real server, at once. The API client awaits `backendReady` before its first request, and
 * end-to-end suites can wait for `<html data-backend="ready">`.
 */
let resolveReady: () => void = () => {}
export const backendReady = new Promise<void>((resolve) => {
  resolveReady = resolve
})

export function markBackendReady(started: Promise<unknown>): void {
  started.then(
    () => {
      document.documentElement.dataset.backend = 'ready'
      resolveReady()
    },
    (error: unknown) => {
      document.documentElement.dataset.backend = 'failed'
      console.error('The mock back end did not start', error)
      resolveReady()
    },
  )
}

const MOCK_WORKER = '/mockServiceWorker.js'

/** Removes service workers left by other apps on this origin, so they cannot answer our calls. */
export async function unregisterForeignServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registrations = await navigator.serviceWorker.getRegistrations()
  await Promise.all(
    registrations
      .filter((r) => {
        const url = (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? ''
        return !url.endsWith(MOCK_WORKER)
      })
      .map((r) => r.unregister()),
  )
}
