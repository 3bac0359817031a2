import { queryOptions, type AnyUseQueryOptions, type QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { loadByCause, type LoadCause } from '@/lib/loadByCause'
import { queryKeys } from '@/lib/queryKeys'
import { api } from './client'
import type { Endpoint, QueryOf, ResponseOf } from './contract/endpoint'
import { MAX_PER_PAGE } from './contract/paging'

/**
 * One paged list of the back end (users, invoices, data table rows...) and everything a screen does
 * with it, declared once per domain:
 *
 *   export const userList = listResource({
 *     domain: 'users',
 *     endpoint: usersData,          // GET /api/users/list/data: { users, total }
 *     rowsField: 'users',
 *     toQuery: toUsersQuery,        // the address's search → the call's query
 *     record: (id, signal) => api(getUser, { query: { id }, signal }).then((answer) => answer.user),
 *   })
 *
 * It gives the query options (the loader and the screen build the same ones), the loaders by cause,
 * the rows and the fetch-all of an export, the first-record redirect of a record route without an id,
 * and the cache writes after a change (rows out, a row replaced) that come before the refetch.
 */

/** A paged list call: the query takes `page` and `perPage`, the answer has a `total` and its rows under a field. */
type ListEndpoint = Endpoint & { method: 'GET' }

export interface ListResourceOptions<N extends string, E extends ListEndpoint, F extends keyof ResponseOf<E> & string, S, D> {
  /** The first part of the domain's cache keys: a mutation elsewhere may invalidate it by name. */
  domain: N
  endpoint: E
  /** Where the answer keeps its rows (`users`, `invoices`): each call keeps the API's own name. */
  rowsField: F
  /** The call's query for a search of the address. Leave defaults out, so equal views share a cache entry. */
  toQuery: (search: S) => QueryOf<E>
  /** One record by id (the view, the edit form); leave out for a list with no record pages. */
  record?: (id: number, signal: AbortSignal) => Promise<D>
}

/** A row of a list: every list's rows have a numeric id. */
interface Row {
  id: number
}

export function listResource<const N extends string, E extends ListEndpoint, const F extends keyof ResponseOf<E> & string, S, D = never>(
  options: ListResourceOptions<N, E, F, S, D>,
) {
  type Query = QueryOf<E>
  type Answer = ResponseOf<E> & { total: number; allData?: Row[] }
  type R = ResponseOf<E>[F] extends readonly (infer Item)[] ? Item & Row : never
  const { domain, endpoint, rowsField, toQuery, record } = options

  const keys = queryKeys(domain, {
    page: (query: Query) => [query],
    record: (id: number) => [id],
  })

  const rowsOf = (answer: Answer): R[] => answer[rowsField] as R[]

  const queries = {
    /** One page of rows, with the total of every page. */
    page: (query: Query) =>
      queryOptions({
        queryKey: keys.page(query),
        queryFn: ({ signal }) => api(endpoint, { query, signal } as never) as Promise<Answer>,
      }),
    /** One record by id. */
    record: (id: number) =>
      queryOptions({
        queryKey: keys.record(id),
        queryFn: ({ signal }) => {
          if (!record) throw new Error(`The ${domain} list has no record call`)
          return record(id, signal)
        },
      }),
  }

  /** Writes `change` into every cached page of the list (and its allData, when the page has it). */
  function patchPages(cache: QueryClient, change: (rows: R[]) => R[]): void {
    cache.setQueriesData<Answer>({ queryKey: keys.page.prefix() }, (page) => {
      if (!page) return page
      const rows = change(rowsOf(page))
      const gone = rowsOf(page).length - rows.length
      return { ...page, [rowsField]: rows, total: page.total - gone, ...(page.allData && { allData: change(page.allData as R[]) }) }
    })
  }

  return {
    domain,
    keys,
    queries,
    rowsOf,
    /** The page a search of the address shows: what the loader loads and the grid reads. */
    pageFor: (search: S) => queries.page(toQuery(search)),
    /** What a list screen hands the data grid: its page's query, its rows, and every matching row for the CSV export. */
    gridProps: (search: S) => ({
      query: queries.page(toQuery(search)),
      rowsOf,
      exportRows: () => fetchAll(search),
    }),
    /** The list route's loader: the page the address asks for (and other queries of the screen, which may fail alone). */
    loadList: (queryClient: QueryClient, search: S, cause: LoadCause, { optional = [] }: { optional?: readonly AnyUseQueryOptions[] } = {}) =>
      loadByCause(queryClient, cause, [queries.page(toQuery(search))], { optional }),
    /** A record route's loader: a record that cannot be loaded shows its own state (not found, retry), not an error page. */
    loadRecord: (queryClient: QueryClient, id: number, cause: LoadCause) => loadByCause(queryClient, cause, [], { optional: [queries.record(id)] }),
    /** Every row matching a search, in its order (pages of the largest size): the CSV export. */
    fetchAll,
    /**
     * A record route opened without an id (/apps/user/view, as the page index lists it) opens the
     * list's first record in the default order; the list itself when it has none.
     */
    firstRecordRedirect: async (queryClient: QueryClient, to: string, list: string): Promise<never> => {
      const [first] = rowsOf(await queryClient.fetchQuery(queries.page({ perPage: 1 } as Query)))
      throw first ? redirect({ to, params: { id: first.id } as never, replace: true }) : redirect({ to: list, replace: true })
    },
    /** Takes rows out of every cached page, and their count out of each total. */
    removeRows: (cache: QueryClient, ids: ReadonlySet<number>) => patchPages(cache, (rows) => rows.filter((row) => !ids.has(row.id))),
    /** Forgets deleted records' own entries, once the back end has deleted them. */
    forgetRecords: (cache: QueryClient, ids: Iterable<number>) => {
      for (const id of ids) cache.removeQueries({ queryKey: keys.record(id) })
    },
    /** Puts a row as the server answered it in every cached page that shows it. */
    replaceRow: (cache: QueryClient, row: R) => patchPages(cache, (rows) => rows.map((each) => (each.id === row.id ? row : each))),
    /** Every page of the list refetches (what is on screen at once, the rest when next shown). */
    invalidatePages: (cache: QueryClient) => cache.invalidateQueries({ queryKey: keys.page.prefix() }),
  }

  async function fetchAll(search: S): Promise<R[]> {
    const query = (page: number) => ({ ...toQuery(search), page, perPage: MAX_PER_PAGE }) as Query
    const call = (page: number) => api(endpoint, { query: query(page) } as never) as Promise<Answer>
    const first = await call(1)
    const pages = Math.ceil(first.total / MAX_PER_PAGE)
    const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => call(i + 2)))
    return [first, ...rest].flatMap(rowsOf)
  }
}

/** What `listResource` returns. */
export type ListResource = ReturnType<typeof listResource>
