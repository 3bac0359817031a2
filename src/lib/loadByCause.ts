import type { AnyUseQueryOptions, QueryClient } from '@tanstack/react-query'

/** Why a route's loader runs, as the router says it: entering the page, preloading it, or staying on it with new search params. */
export type LoadCause = 'enter' | 'stay' | 'preload'

/** A `queryOptions(...)` of any data type: a loader fills the cache and never reads the result. */
type Loadable = AnyUseQueryOptions

/**
 * A list route's loader. Entering (or preloading) a page waits for its data, so the screen never
 * opens empty. Run again on the page (cause "stay": Retry on an error page invalidates the router)
 * it only starts the requests: the screen keeps showing the previous data (placeholderData) with a
 * progress bar instead of the whole route waiting on the network. A change of search alone does not
 * run it at all (src/lib/urlSearch.ts): the screen's own queries fetch the new rows.
 *
 * `optional` queries are loaded alike but may fail without failing the page: a detail that cannot
 * be opened (deleted since the link was shared) shows its own error while its list still shows.
 */
export async function loadByCause(
  queryClient: QueryClient,
  cause: LoadCause,
  queries: readonly Loadable[],
  { optional = [] }: { optional?: readonly Loadable[] } = {},
): Promise<void> {
  if (cause === 'stay') return startLoading(queryClient, [...queries, ...optional])
  // Cached data, however old, opens the page at once: the screen's own query refetches it when stale.
  const ensure = (query: Loadable) => queryClient.query({ ...query, staleTime: 'static' })
  await Promise.all([...queries.map(ensure), ...optional.map((query) => ensure(query).catch(() => undefined))])
}

/**
 * Starts the requests and does not wait for them. The loader of a page that has its own skeleton
 * and error-with-Retry (a settings form, a profile): the page opens at once, and its queries show
 * how the data is doing.
 */
export function startLoading(queryClient: QueryClient, queries: readonly Loadable[]): void {
  for (const query of queries) void queryClient.query(query).catch(() => undefined)
}
