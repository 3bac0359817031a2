import { isCommonAssetRequest } from 'msw'
import { setupWorker } from 'msw/browser'
import { installMockControl, noteUnmatched, withEndpointIds } from './control'
import { API_PREFIXES, handlers } from './handlers'
import { isApiCall } from './handlers/longUrls'
import { indexedDbPersistence, onDbChange, openDb } from './db'
import { BROWSER_LATENCY, configureMock, mockSettings, scenarioSwitch, storedMockSettings, storeMockSettings } from './settings'

/**
 * The window event that says another tab changed the mock's data and this tab has read it back, so
 * its answers are current: `event.detail` is a `DbChange` (`{ collections: ['emails'], reset: false }`).
 * The app refetches what it shows. (A real back end has no such event; the app simply never hears it.)
 */
const MOCK_CHANGED = 'mock:changed'

/**
 * Starts the mock back end in the browser: loads the database from IndexedDB (seeding a fresh
 * profile) while the service worker starts. Calls no handler matches go to the network untouched.
 * Tests steer it through `window.__mock`, there at once (see ./control.ts).
 */
export function startMockWorker(): Promise<void> {
  const started = start()
  installMockControl(window, started)
  return started
}

async function start(): Promise<void> {
  // `?mock-scenario=large` on any page: kept as the setting, so the later loads keep the scenario.
  const scenario = scenarioSwitch(new URL(loadedUrl()).search)
  if (scenario) storeMockSettings(localStorage, { scenario })
  configureMock(await withEndpointIds({ latency: BROWSER_LATENCY, ...storedMockSettings(localStorage) }))
  const worker = setupWorker(...handlers)
  onDbChange((detail) => window.dispatchEvent(new CustomEvent(MOCK_CHANGED, { detail })))
  await Promise.all([
    openDb(indexedDbPersistence(), mockSettings().scenario),
    worker.start({
      serviceWorker: { url: '/mockServiceWorker.js' },
      // Calls no handler matches go on to the network (a partly built server may answer them); the
      // ones that look meant for the API are logged and, in development, named with the nearest endpoint.
      onUnhandledFrame: ({ frame }) => {
        const request = frame.protocol === 'http' ? (frame.data as { request: Request }).request : undefined
        if (request && !isCommonAssetRequest(request)) void noteUnmatched(request, isApiCall(request.url, API_PREFIXES))
      },
      quiet: true,
    }),
  ])
}

/**
 * The address this page was loaded with. The mock starts after the first paint, by when the router
 * may have moved on (a redirect to the login page keeps no `?mock-scenario=`).
 */
function loadedUrl(): string {
  const [navigation] = performance.getEntriesByType('navigation')
  return navigation?.name || location.href
}
