import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'

/** Starts the mock back end in the browser. Calls no handler matches go to the network untouched. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers)
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledFrame: 'bypass',
    quiet: true,
  })
}
