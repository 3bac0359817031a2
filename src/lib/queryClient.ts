import { QueryClient } from '@tanstack/react-query'
// The exact module: the API's index would bring the client and zod into every chunk that loads this one.
import { ApiError } from '@/api/errors'

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

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: shouldRetry,
      // Back to the tab: what has gone stale (older than staleTime) is fetched again, as another tab
      // or another user may have changed it.
      refetchOnWindowFocus: true,
    },
  },
})

// Several tabs are one user: when the mock back end has taken in another tab's writes, it says so
// (src/mocks/browser.ts), and what is on screen here refetches; the rest is marked stale.
if (typeof window !== 'undefined') {
  window.addEventListener('mock:changed', () => void queryClient.invalidateQueries())
}
