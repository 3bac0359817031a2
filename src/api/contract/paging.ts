import { z } from 'zod'
import { Count, intParam } from './numbers'
import { searchText } from './text'
import { SORT_DIRECTIONS } from './values'

/**
 * The building blocks of a paged list call (datatables, users, invoices, products): the query a
 * list takes and the answer it gives. Each call keeps its own name for its rows, as other back ends send it
 * (`invoices`, `users`, `products`), so only the shared fields are made here.
 */

/** The most rows one page may ask for, so a client cannot make the server send everything at once. */
export const MAX_PER_PAGE = 100

export const SortDirection = z.enum(SORT_DIRECTIONS)
export type SortDirection = z.infer<typeof SortDirection>

interface PageQueryOptions<S extends readonly [string, ...string[]]> {
  /** The page size when the call names none (the documented default for that list). */
  defaultPerPage: number
  /** The fields `q` searches, for the OpenAPI document (the mock searches the same ones). */
  searchFields: readonly string[]
  /** What the list can be sorted by. */
  sortBy: S
  /** True when the core API gives the call no sorting (see `beyondSpec` in ./endpoint.ts): a real back end then knows sortBy and sortDir are optional extras. */
  sortBeyondSpec?: boolean
}

/**
 * The query fields of a paged list: `q`, `page`, `perPage`, `sortBy`, `sortDir`. Spread them into
 * the call's query next to its own filters:
 *
 *   query: z.object({ ...pageQuery({ defaultPerPage: 10, searchFields: ['username'], sortBy: USER_SORT_FIELDS }), role: UserRole.optional() })
 *
 * Values arrive as text, so numbers are read by `intParam()`; anything that is not a positive whole
 * number in decimal digits (`page=0`, `perPage=abc`, `page=1.5`, `page=0x2`) is a 400 naming the
 * field. An empty value (`q=`) is an absent one.
 */
export function pageQuery<const S extends readonly [string, ...string[]]>(options: PageQueryOptions<S>) {
  // The descriptions reach the OpenAPI document, for the people who build the real back end.
  const extra = options.sortBeyondSpec ? 'Beyond the SPEC: ' : ''
  return {
    q: searchText().default('').describe(`Case-insensitive text found in ${options.searchFields.join(', ')}.`),
    page: intParam(z.number().int().positive()).default(1).describe('The page, from 1; past the last one it is empty.'),
    perPage: intParam(z.number().int().positive().max(MAX_PER_PAGE))
      .default(options.defaultPerPage)
      .describe(`Rows per page, at most ${MAX_PER_PAGE}.`),
    sortBy: z.enum(options.sortBy).optional().describe(`${extra}What to sort by. Without it: the list's own order.`),
    sortDir: SortDirection.default('asc').describe(`${extra}The direction of sortBy.`),
  }
}

/**
 * The answer fields of a paged list: the page of rows under the call's own name, and `total`.
 * Spread them into the call's answer, with any fields of its own:
 *
 *   response: z.object(pageAnswer('users', User))  // { users: User[], total: number }
 */
export function pageAnswer<const K extends string, R extends z.ZodType>(key: K, row: R) {
  return {
    [key]: z.array(row).describe('The requested page of the matching rows; empty past the last page.'),
    total: Count.describe('How many rows match, over all pages.'),
  } as { [P in K]: z.ZodArray<R> } & { total: z.ZodNumber }
}

/**
 * The core API's `allData` (every row of the list, unfiltered) in a paged answer, and the query flag that
 * leaves it out. The core API sends it with every page; a screen that shows one page has no use for it,
 * and at scale it is most of the answer (1,000 invoices: 620 KB, for a page of 10). Spread both in:
 *
 *   query: z.object({ ...pageQuery({...}), ...allDataQuery() })
 *   response: z.object({ ...allDataAnswer(Invoice), ...pageAnswer('invoices', Invoice) })
 */
export function allDataQuery() {
  return {
    allData: flagParam(true).describe('Beyond the SPEC: false leaves allData out of the answer (true, 1, yes, on; false, 0, no, off).'),
  }
}

const TRUE_WORDS = ['true', '1', 'yes', 'on'] as const
const FALSE_WORDS = ['false', '0', 'no', 'off'] as const

/** A yes-or-no query value, read liberally (any case of the words above); an absent one is `fallback`. */
export function flagParam(fallback: boolean) {
  return z
    .preprocess((value) => (typeof value === 'string' ? value.toLowerCase() : value), z.enum([...TRUE_WORDS, ...FALSE_WORDS]))
    .transform((word) => (TRUE_WORDS as readonly string[]).includes(word))
    .default(fallback)
}

export function allDataAnswer<R extends z.ZodType>(row: R) {
  return {
    allData: z
      .array(row)
      .optional()
      .describe("Every row, unfiltered (the SPEC's allData); left out when the call says allData=false."),
  }
}
