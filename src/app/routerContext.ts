import type { QueryClient } from '@tanstack/react-query'

/** What every route's loader receives. */
export interface RouterContext {
  queryClient: QueryClient
}
