import { MutationCache, QueryClient } from '@tanstack/react-query'
// The exact module: the API's index would bring the client and zod into every chunk that loads this one.
import { ApiError } from '@/api/errors'
import { contractMismatchText } from './errorText'

/**
 * Whether a failed query is worth one more try. A 4xx is the back end's answer (missing, refused,
 * invalid): asking again gives the same answer and only delays the screen that says so. A 5xx or
 * a network failure (fetch throws a TypeError) may be a glitch, so it gets one retry.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false
  if (error instanceof ApiError) return error.status >= 500
  return error instanceof TypeError
}

/**
 * The retry policy of the app's reads. In a build with the mock, the mock has a say (the window
 * event 'mock:retry', answered in src/mocks/control.ts): a test may turn retries off (the `retries`
 * setting) and a failure it forced `times` times counts a call and its retry as one. A build for a
 * real back end has `shouldRetry` alone: the event is not even in its code.
 */
const retryPolicy = import.meta.env.VITE_API_MOCK === 'false' ? shouldRetry : (failureCount: number, error: unknown) => shouldRetry(failureCount, error) && mockAllowsRetry(error)

/** Whether the mock lets a failed call be retried: the 'mock:retry' event, cancelled for "no" (no mock running: yes). */
export function mockAllowsRetry(error: unknown): boolean {
  if (typeof window === 'undefined') return true
  const endpoint = error instanceof ApiError ? error.endpoint : null
  return window.dispatchEvent(new CustomEvent('mock:retry', { detail: { endpoint }, cancelable: true }))
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * Other domains a successful mutation changes on the back end (by their `queryKeys` domain
       * name): sending an invoice puts a mail in the sent folder, so it says `invalidates: ['email']`.
       * A feature never imports another feature; it names the domain instead.
       */
      invalidates?: readonly string[]
      /**
       * What to tell the user when the back end refuses (translated by the caller): the query client
       * hands it to the reporter the app installs (`reportMutationErrors`: a toast), with the
       * contract's words when the answer was off the contract.
       */
      errorMessage?: (variables: unknown) => string
    }
  }
}

let reportMutationError: (message: string) => void = (message) => console.error(message)

/**
 * How a refused mutation's `meta.errorMessage` reaches the user. The query client sits below the
 * screens and cannot show a toast itself: the part that provides it to them (DataProvider) installs one.
 */
export function reportMutationErrors(report: (message: string) => void): void {
  reportMutationError = report
}

const NETWORK_MODE = import.meta.env.VITE_API_MOCK === 'false' ? 'online' : 'always'

/**
 * The app's way of caching and changing data: a refused mutation reports its `meta.errorMessage`,
 * a successful one refreshes the domains its `meta.invalidates` names. Tests make theirs with it
 * (without retries), so a screen under test behaves as in the app.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, variables, _context, mutation) => {
        const message = mutation.meta?.errorMessage?.(variables)
        if (!message) return
        // An answer in a shape the contract does not allow is named: the change may well have been made.
        const mismatch = contractMismatchText(error)
        reportMutationError(mismatch ? `${message} ${mismatch}` : message)
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        for (const domain of mutation.meta?.invalidates ?? []) void client.invalidateQueries({ queryKey: [domain] })
      },
    }),
    defaultOptions: {
      // The mock back end answers inside the page, so the browser's online state says nothing about
      // whether a call can be answered: with it, calls never wait for "online" (the demo works offline).
      // A real back end is on the network: calls made offline wait until the browser is online again.
      queries: {
        networkMode: NETWORK_MODE,
        staleTime: 30_000,
        retry: retry ? retryPolicy : false,
        // Back to the tab: what has gone stale (older than staleTime) is fetched again, as another tab
        // or another user may have changed it.
        refetchOnWindowFocus: true,
      },
      mutations: { networkMode: NETWORK_MODE, retry: false },
    },
  })
  return client
}

export const queryClient = createQueryClient()

// Several tabs are one user: when the mock back end has taken in another tab's writes, it says so
// (src/mocks/browser.ts), and what is on screen here refetches; the rest is marked stale.
if (import.meta.env.VITE_API_MOCK !== 'false' && typeof window !== 'undefined') {
  window.addEventListener('mock:changed', () => void queryClient.invalidateQueries())
}
