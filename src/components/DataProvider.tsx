import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { queryClient, reportMutationErrors } from '@/api/queryClient'
import { showToast } from './toast'

// A mutation the back end refused says so in a toast (its `meta.errorMessage`).
reportMutationErrors((message) => showToast(message, { variant: 'error' }))

/**
 * The query cache, for the screens that call the back end. It wraps the layouts whose pages do
 * (the main layout, the auth pages), not the whole app: the static misc pages then load without
 * TanStack Query's code, which keeps their first load within budget.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
