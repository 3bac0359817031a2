import { QueryClient } from '@tanstack/react-query'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // An error from the back end is an answer, not a glitch: retry once, then show it.
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
})
