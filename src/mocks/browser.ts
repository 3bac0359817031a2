import { http, isCommonAssetRequest, passthrough } from 'msw'
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

const WORKER_URL = '/mockServiceWorker.js'

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
  const worker = setupWorker(pageLoads, ...handlers)
  onDbChange((detail) => window.dispatchEvent(new CustomEvent(MOCK_CHANGED, { detail })))
  await controlledByWorker()
  window.addEventListener('unhandledrejection', ignoreFailedWorkerUpdate)
  await Promise.all([
    openDb(indexedDbPersistence(), mockSettings().scenario, mockSettings().clock ?? null),
    worker.start({
      serviceWorker: { url: WORKER_URL },
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
 * Loading a page is never a call of the API, even where a page's address is also an endpoint's path
 * (/apps/ecommerce/wishlist and /apps/ecommerce/orders are both): the worker sees the tab's
 * navigations too, and they go on to the server, which serves the app.
 */
const pageLoads = http.get('*', ({ request }) => (request.mode === 'navigate' ? passthrough() : undefined))

/**
 * msw asks the browser to look for a newer worker script at every start and does not wait for the
 * answer. When the check fails (the registration went away meanwhile: another tab reset the site's
 * data, or the page is being closed) the browser rejects with "Failed to update a ServiceWorker …",
 * which nobody awaits: an uncaught error for a check whose failure changes nothing, since the worker
 * that runs keeps running. It is dropped here, and only it.
 */
function ignoreFailedWorkerUpdate(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason
  if (reason instanceof Error && /Failed to update a ServiceWorker/i.test(reason.message)) event.preventDefault()
}

/** How long a page waits for the mock's worker to take control before msw reloads it. */
const TAKE_CONTROL_MS = 5000

/**
 * Waits until the mock's worker controls this page, when it is about to. A page loaded while the
 * worker a previous page registered was still installing is not controlled; msw's `start()` would
 * reload such a page at once, which loses what the user (or a test) did meanwhile. The worker claims
 * every open page when it activates (`clients.claim()` in mockServiceWorker.js), so waiting for that
 * is enough. A page that stays uncontrolled (a hard reload skips service workers) is left to msw's
 * reload after the wait.
 */
async function controlledByWorker(): Promise<void> {
  const container = navigator.serviceWorker
  if (container.controller) return
  const registration = await container.getRegistration('/')
  // Checked again: the worker may have taken control while the registration was being read.
  if (container.controller || !registration || !(registration.installing ?? registration.waiting ?? registration.active)?.scriptURL.endsWith(WORKER_URL)) return
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      container.removeEventListener('controllerchange', done)
      resolve()
    }
    const timer = setTimeout(done, TAKE_CONTROL_MS)
    container.addEventListener('controllerchange', done)
  })
}

/**
 * The address this page was loaded with. The mock starts after the first paint, by when the router
 * may have moved on (a redirect to the login page keeps no `?mock-scenario=`).
 */
function loadedUrl(): string {
  const [navigation] = performance.getEntriesByType('navigation')
  return navigation?.name || location.href
}
