import { stripSearchParams, type SearchMiddleware, type SearchSchemaInput } from '@tanstack/react-router'
import { fields, sameValue, type Fields, type Reader } from './readers'

/**
 * The state of a page kept in its address (the query string), so back/forward, reload and a shared
 * link show the same view: the one way a route reads and writes its search. Declared once per route,
 * field by field with the readers of `./readers`, it gives the route its `validateSearch` and the
 * middleware that keeps defaults out of the address, and the screen the way to change it:
 *
 *   export const reportSearch = urlSearch(
 *     { tab: oneOf(['summary', 'details'], 'summary'), day: date(undefined), status: someOf(STATUSES), page: integer(1, { min: 1 }) },
 *     { resets: { page: ['day', 'status'] } },
 *   )
 *   export type ReportSearch = SearchOf<typeof reportSearch>
 *
 *   createFileRoute('/_main/report')({
 *     ...reportSearch.route,
 *     loader: ({ location, cause }) => loadReport(queryClient, reportSearch.read(location.search), cause),
 *     component: () => <Report search={Route.useSearch()} onSearchChange={reportSearch.navigator(Route.useNavigate())} />,
 *   })
 *   onSearchChange({ status: ['paid'] }) // → /report?status=["paid"], back on page 1
 *
 * Reading is liberal: a bad value falls back to its default alone, so a mangled link still opens the
 * page, never an error page. Writing is minimal: a value equal to its default (compared deeply, so
 * `[]` and `{}` too) stays out of the address, so a plain `/report` is the default view. A list route
 * declares itself with `listSearch` (./listSearch.ts), built on this. Route files are in the entry
 * chunk, so this reads with `./readers`, not zod.
 *
 * The search is deliberately not the route's `loaderDeps`: those would make every other search a new
 * route match, and a new match still loading past the router's `pendingMs` is replaced by the pending
 * screen. On a busy machine the layout's guard alone can take that long, and typing in a list's search
 * field then unmounted the list, its focus and half-typed filters with it. So a page keeps one match
 * whatever its search: a change of search re-renders the screen, whose own queries fetch what it now
 * shows (keeping the previous rows meanwhile), and the loader, which runs when the page is entered or
 * preloaded, reads the search from its `location` with `read`.
 */

type Readers = Record<string, Reader<unknown>>

/** The part of a route's `navigate` a search uses. */
export type SearchNavigate<T> = (options: { search: (search: T) => T; replace?: boolean; resetScroll?: boolean }) => Promise<void>

/** How a change of the address is made: `replace` for one that should not add a history entry. */
export interface SearchChangeOptions {
  replace?: boolean
  /** `false` keeps the page where it is scrolled (the router's default scrolls back to the top). */
  resetScroll?: boolean
}

/** How a screen asks its route to change the address: only the fields that change. */
export type SearchChange<T> = (patch: Partial<T>, options?: SearchChangeOptions) => void

export interface UrlSearchOptions<T> {
  /**
   * Fields that go back to their default when another changes, unless the change names them:
   * `{ page: ['q', 'status'] }`, since page 3 of other rows means nothing.
   */
  resets?: { [K in keyof T]?: readonly (keyof T)[] }
  /** How the navigator changes the address unless told otherwise: `{ replace: true }` for a view of the page that Back should skip. */
  navigation?: SearchChangeOptions
}

/** What a route spreads into its options. */
export interface UrlSearchRoute<T> {
  validateSearch: (search: Partial<T> & SearchSchemaInput) => T
  search: { middlewares: SearchMiddleware<T>[] }
  /** A page left is loaded anew when entered again (its data waited for), whatever search it had. */
  gcTime: number
}

export interface UrlSearch<T> {
  /** Spread into the route's options: its `validateSearch`, the middleware that keeps defaults out of the address. */
  route: UrlSearchRoute<T>
  /** The search as the route reads it, from the address's parsed query: a loader's `location.search`. */
  read(search: unknown): T
  /** Every field at its default (the fields without one left out). */
  defaults: T
  /** The search after a change: the patch merged in, read again field by field, and the fields it resets back at their defaults. */
  apply(search: T, patch: Partial<T>): T
  /** The screen's `onSearchChange`, from the route's own navigate: `reportSearch.navigator(Route.useNavigate())`. */
  navigator(navigate: SearchNavigate<T>): SearchChange<T>
}

/** The search a declaration reads: `type ReportSearch = SearchOf<typeof reportSearch>`. */
export type SearchOf<U> = U extends UrlSearch<infer T> ? T : never

export function urlSearch<R extends Readers>(readers: R, options: UrlSearchOptions<Fields<R>> = {}): UrlSearch<Fields<R>> {
  type T = Fields<R>
  const { resets = {}, navigation = {} } = options
  const read = fields(readers)
  const defaults = read({})
  const resetting = Object.entries(resets) as [string, readonly string[]][]

  function apply(search: T, patch: Partial<T>): T {
    const before = search as Record<string, unknown>
    const changes = patch as Record<string, unknown>
    const next: Record<string, unknown> = { ...before, ...changes }
    const changed = (key: string) => key in changes && !sameValue(changes[key], before[key])
    for (const [field, triggers] of resetting) {
      if (!(field in changes) && triggers.some(changed)) next[field] = (defaults as Record<string, unknown>)[field]
    }
    // Each declared field read again, as the route will: a value it rejects gives way to the default.
    for (const [key, reader] of Object.entries(readers)) next[key] = reader(next[key])
    // A field at undefined is gone, as if never given (the readers leave such fields out too).
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key]
    return next as T
  }

  const route: UrlSearchRoute<T> = {
    validateSearch: read,
    // Compares deeply, so a list or a range at its default ([] or {}) leaves the address too. The
    // router's typing of this middleware cannot see through the generic search type.
    search: { middlewares: [stripSearchParams(defaults as never) as SearchMiddleware<T>] },
    // Without it the router would keep the match of a page left for half an hour, and entering the
    // page again, with any search, would show it at once while its loader ran in the background.
    gcTime: 0,
  }

  return {
    route,
    read: (search) => read(search as never),
    defaults,
    apply,
    navigator:
      (navigate) =>
      (patch, { replace = navigation.replace, resetScroll = navigation.resetScroll } = {}) =>
        void navigate({ search: (search) => apply(search, patch), replace, resetScroll }),
  }
}
