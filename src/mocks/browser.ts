import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { indexedDbPersistence, openDb } from './db'
import { BROWSER_LATENCY, configureMock, storedMockSettings } from './settings'

/**
 * Starts the mock back end in the browser: loads the database from IndexedDB (seeding a fresh
 * profile) while the service worker starts. Calls no handler matches go to the network untouched.
 */
export async function startMockWorker(): Promise<void> {
  configureMock({ latency: BROWSER_LATENCY, ...storedMockSettings(localStorage) })
  const worker = setupWorker(...handlers)
  await Promise.all([
    openDb(indexedDbPersistence()),
    worker.start({
      serviceWorker: { url: '/mockServiceWorker.js' },
      onUnhandledFrame: 'bypass',
      quiet: true,
    }),
  ])
}
