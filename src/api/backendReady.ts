/**
 * The moment the back end can answer. With the mock, that is when its service worker is active
 * and its database is loaded; with a real server, at once. The API client awaits `backendReady`
 * before its first request, so the first screen paints without waiting for the mock.
 *
 * End-to-end suites wait for `<html data-backend="ready">` (or `"failed"` when the mock could not start).
 */
let resolveReady: () => void = () => {}
export const backendReady = new Promise<void>((resolve) => {
  resolveReady = resolve
})

/** Called once by the boot code with the promise of the starting back end. */
export function markBackendReady(started: Promise<unknown>): void {
  started.then(
    () => {
      document.documentElement.dataset.backend = 'ready'
      resolveReady()
    },
    (error: unknown) => {
      document.documentElement.dataset.backend = 'failed'
      console.error('The mock back end did not start', error)
      // Let calls go ahead anyway: they fail with a network error the screens can show.
      resolveReady()
    },
  )
}
