import { ReactQueryDevtools } from '@tanstack/react-query-devtools'
import { TanStackRouterDevtools } from '@tanstack/react-router-devtools'
import { queryClient } from '@/api/queryClient'
import { router } from './router'

/**
 * TanStack Router and Query devtools: the matched routes, their loaders and search, and every
 * query in the cache. Loaded by src/main.tsx in development only; a production build holds none
 * of it (`npm run check:builds` looks for it in the built files).
 */
export default function Devtools() {
  return (
    <>
      <TanStackRouterDevtools router={router} position="bottom-left" />
      <ReactQueryDevtools client={queryClient} buttonPosition="bottom-right" />
    </>
  )
}
