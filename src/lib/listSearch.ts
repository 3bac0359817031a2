import { stripSearchParams, type SearchMiddleware, type SearchSchemaInput } from '@tanstack/react-router'
import { SORT_DIRECTIONS, type SortDirection } from './sortDirections'
import { fields, integer, oneOf, text, type Fields, type Reader } from './readers'

/**
 * The view state of a list route, kept in the address so back/forward, reload and a shared link show
 * the same rows: the search text, the page, the sort and the route's own filters. Declared once per
 * list, it gives the route its `validateSearch` and its middleware, and the screen the way to change it:
 *
 *   export const userSearch = listSearch({
 *     pageSizes: [10, 25, 50],
 *     sortBy: USER_SORT_FIELDS,
 *     filters: { role: oneOf(USER_ROLES, undefined) },
 *   })
 *   createFileRoute('/_main/users')({ ...userSearch.route, ... })
 *
 * Reading is liberal: a bad value falls back to its default alone, so a mangled link still opens the
 * list. Writing is minimal: defaults stay out of the address, so a plain `/users` is the default view.
 * Route files are in the entry chunk, so this reads with `./readers`, not zod.
 */

export type { SortDirection }

/** What the data grid reads and writes: the search of a paged list, sorted by any of its fields. */
export interface PagedListSearch {
  q: string
  page: number
  perPage: number
  sortBy?: string
  sortDir: SortDirection
}

type Readers = Record<string, Reader<unknown>>
type Flatten<T> = { [K in keyof T]: T[K] }
type Paging<P> = P extends readonly number[] ? { page: number; perPage: number } : unknown
type Sorting<S extends string> = [S] extends [never] ? unknown : { sortBy?: S; sortDir: SortDirection }

/** The search a declaration reads: `q`, then paging and sorting where declared, then filters and view state. */
export type ListSearchOf<P, S extends string, F extends Readers, V extends Readers> = Flatten<
  { q: string } & Paging<P> & Sorting<S> & Fields<F> & Fields<V>
>

export interface ListSearchOptions<P, S extends string, F extends Readers, V extends Readers> {
  /** The page sizes offered, the first being the default. Leave out for a list shown whole. */
  pageSizes?: P
  /** The fields the server sorts by. Leave out for a list in the server's own order. */
  sortBy?: readonly S[]
  /** What narrows the list besides `q` (a status, a role...): changing one goes back to page 1. */
  filters?: F
  /** Other state in the address that leaves the rows as they are (the open item). */
  view?: V
}

export interface ListSearch<T> {
  /**
   * Spread into the route's options: its `validateSearch`, the middleware that keeps defaults out of
   * the address, and `loaderDeps` (the loader runs again for every other view).
   */
  route: {
    validateSearch: (search: Partial<T> & SearchSchemaInput) => T
    search: { middlewares: SearchMiddleware<T>[] }
    loaderDeps: (options: { search: T }) => T
  }
  /** Every field at its default (the fields without one left out). */
  defaults: T
  /** The page sizes offered; empty for a list shown whole. */
  pageSizes: readonly number[]
  /** The fields the server sorts by; empty when it does not sort. */
  sortFields: readonly string[]
  /** `q` and every filter back at their defaults: what "Clear search and filters" asks for. */
  cleared: Partial<T>
  /**
   * The search after a change. A change of what is listed or of its order (q, a filter, perPage, the
   * sort) goes back to page 1, unless it names the page itself: page 3 of other rows means nothing.
   */
  apply(search: T, patch: Partial<T>): T
  /** The screen's `onSearchChange`, from the route's own navigate: `list.navigator(Route.useNavigate())`. */
  navigator(navigate: Navigate<T>): ListSearchChange<T>
}

/** The part of a route's `navigate` a list uses. */
type Navigate<T> = (options: { search: (search: T) => T; replace?: boolean }) => Promise<void>

/** The search a declaration reads: `type UserSearch = SearchOf<typeof userSearch>`. */
export type SearchOf<L> = L extends ListSearch<infer T> ? T : never

/** How a screen asks its route to change the address; `replace` for changes that should not add a history entry. */
export type ListSearchChange<T> = (patch: Partial<T>, options?: { replace?: boolean }) => void

/** What a list route hands its screen. */
export interface ListScreenProps<T> {
  search: T
  onSearchChange: ListSearchChange<T>
}

export function listSearch<
  const P extends readonly number[] | undefined = undefined,
  const S extends string = never,
  F extends Readers = Record<never, never>,
  V extends Readers = Record<never, never>,
>(options: ListSearchOptions<P, S, F, V>): ListSearch<ListSearchOf<P, S, F, V>> {
  type T = ListSearchOf<P, S, F, V>
  const { pageSizes = [], sortBy = [], filters = {}, view = {} } = options
  const paged = pageSizes.length > 0
  const sorted = sortBy.length > 0

  const readers: Readers = {
    q: text(''),
    ...(paged && {
      page: integer(1, { min: 1 }),
      // Only the offered sizes pass: the grid's page size menu has no other.
      perPage: oneOf<readonly number[], number>(pageSizes, pageSizes[0]!),
    }),
    ...(sorted && { sortBy: oneOf(sortBy, undefined), sortDir: oneOf(SORT_DIRECTIONS, 'asc') }),
    ...filters,
    ...view,
  }
  // What `fields` reads here is T; TypeScript cannot follow the optional groups through the spread.
  const read = fields(readers) as (raw: unknown) => T

  const defaults = read({})
  // Everything but the page and the view state: a change of one of these shows other rows, or in another order.
  const listing = ['q', 'perPage', 'sortBy', 'sortDir', ...Object.keys(filters)]
  const cleared = Object.fromEntries(['q', ...Object.keys(filters)].map((key) => [key, defaults[key as keyof T]])) as Partial<T>

  function apply(search: T, patch: Partial<T>): T {
    const next: Record<string, unknown> = { ...search, ...patch }
    const relisted = listing.some((key) => key in patch && patch[key as keyof T] !== search[key as keyof T])
    if (paged && relisted && !('page' in patch)) next.page = 1
    // A field set to undefined is gone, as if never given (the readers leave such fields out too).
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key]
    return next as T
  }

  return {
    route: {
      validateSearch: read,
      // The router's typing of this middleware cannot see through the generic search type.
      search: { middlewares: [stripSearchParams(defaults as never) as SearchMiddleware<T>] },
      loaderDeps: ({ search }) => search,
    },
    defaults,
    pageSizes,
    sortFields: sortBy,
    cleared,
    apply,
    navigator: (navigate) => (patch, { replace } = {}) => void navigate({ search: (search) => apply(search, patch), replace }),
  }
}
