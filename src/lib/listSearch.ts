import { SORT_DIRECTIONS, type SortDirection } from './sortDirections'
import { integer, oneOf, text, type Fields, type Reader } from './readers'
import { urlSearch, type SearchChange, type SearchNavigate, type UrlSearch } from './urlSearch'

/**
 * The view state of a list route, kept in the address so back/forward, reload and a shared link show
 * the same rows: the search text, the page, the sort and the route's own filters. It is a `urlSearch`
 * (./urlSearch.ts) with these fields declared once for every list, and the rule that a change of what
 * is listed goes back to page 1. Declared once per list, it gives the route its `validateSearch` and
 * middleware, its loader the search (`read`), and the screen the way to change it:
 *
 *   export const userSearch = listSearch({
 *     pageSizes: [10, 25, 50],
 *     sortBy: USER_SORT_FIELDS,
 *     filters: { role: oneOf(USER_ROLES, undefined), status: someOf(USER_STATUSES), joined: date(undefined) },
 *   })
 *   export type UserSearch = SearchOf<typeof userSearch>
 *   createFileRoute('/_main/users')({
 *     ...userSearch.route,
 *     component: () => <UserList search={Route.useSearch()} onSearchChange={userSearch.navigator(Route.useNavigate())} />,
 *   })
 *
 * Reading is liberal: a bad value falls back to its default alone, so a mangled link still opens the
 * list. Writing is minimal: defaults (`[]` and `{}` included) stay out of the address, so a plain
 * `/users` is the default view. Route files are in the entry chunk, so this reads with `./readers`, not zod.
 */

export type { SortDirection }

/** What the data grid reads and writes: the search of a paged list, sorted by any of its fields. */
export interface PagedListSearch {
  q: string
  page: number
  perPage: number
  sortBy?: string
  /** Absent for a list in the server's own order (declared without `sortBy`). */
  sortDir?: SortDirection
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

export interface ListSearch<T> extends UrlSearch<T> {
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
  navigator(navigate: SearchNavigate<T>): ListSearchChange<T>
}

/** The search a declaration reads: `type UserSearch = SearchOf<typeof userSearch>`. */
export type { SearchOf } from './urlSearch'

/** How a screen asks its route to change the address; `replace` for changes that should not add a history entry. */
export type ListSearchChange<T> = SearchChange<T>

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
  // Everything but the page and the view state: a change of one of these shows other rows, or in another order.
  const listing = ['q', 'perPage', 'sortBy', 'sortDir', ...Object.keys(filters)]
  // What the readers read here is T; TypeScript cannot follow the optional groups through the spread.
  const search = urlSearch(readers, { resets: paged ? { page: listing } : {} }) as unknown as UrlSearch<T>
  const { defaults } = search
  const cleared = Object.fromEntries(['q', ...Object.keys(filters)].map((key) => [key, defaults[key as keyof T]])) as Partial<T>

  return { ...search, pageSizes, sortFields: sortBy, cleared }
}
