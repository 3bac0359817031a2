import { whenIdle } from '@/lib/whenIdle'

/**
 * The moment the back end can answer. With the mock, that is when its service worker is active
 * and its database is loaded; with a real server, at once.
 *
 * The mock starts lazily so that the first screen never waits for it: the boot code hands over a
 * starter (`setBackendStarter`), and the mock starts at the first call that needs it or when the
 * first page has painted and the browser is idle (`startBackendWhenIdle`), whichever comes first.
 * The API client awaits `backendReady()` before each request: a call made meanwhile waits, none fails.
 *
 * End-to-end suites wait for `<html data-backend="ready">` (or `"failed"` when the mock could not start).
 */
let starter: () => Promise<unknown> = () => Promise.resolve()
let ready: Promise<void> | null = null

/** Called once by the boot code with what starts the back end (nothing to start for a real server). */
export function setBackendStarter(start: () => Promise<unknown>): void {
  starter = start
  ready = null
}

/** Starts the back end if it has not started, and resolves once it answers (or could not start). */
export function backendReady(): Promise<void> {
  ready ??= Promise.resolve()
    .then(() => starter())
    .then(
      () => {
        document.documentElement.dataset.backend = 'ready'
      },
      (error: unknown) => {
        document.documentElement.dataset.backend = 'failed'
        console.error('The mock back end did not start', error)
        // Let calls go ahead anyway: they fail with a network error the screens can show.
      },
    )
  return ready
}

/**
 * Starts the back end once the first page has painted (`firstPaint` resolves) and the browser has
 * a quiet moment, so parsing the mock and loading its data never delay what the user sees first.
 */
export function startBackendWhenIdle(firstPaint: Promise<unknown>): void {
  void firstPaint.then(() => whenIdle(() => void backendReady()))
}
