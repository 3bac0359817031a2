import { createRouter } from '@tanstack/react-router'
import { routeTree } from '@/routeTree.gen'
import { RouteError } from '@/components/RouteError'
import { PageLoader } from '@/components/PageLoader'
import { RedirectToErrorPage } from '@/components/RedirectToErrorPage'

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  // Loaders hand their data to the query cache (src/api/queryClient.ts, imported by the loaders that
  // use it, so the entry chunk stays without it), which decides freshness; the router should not cache again.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: PageLoader,
  defaultPendingMs: 150,
  // Once shown, the loader goes as soon as the page is ready. TanStack's default keeps it up for
  // at least 500 ms, and the layouts show it at once (pendingMs 0): every cold load waited half a
  // second for nothing (LCP of a static page 840 ms, its content ready at 280 ms).
  defaultPendingMinMs: 0,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: RedirectToErrorPage,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
