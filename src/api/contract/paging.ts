import { z } from 'zod'
import { SORT_DIRECTIONS } from './values'

/**
 * Query fields shared by every paged list of the API (datatables, users, invoices, products).
 * Values arrive as text, so they are coerced; anything that is not a positive whole number
 * (`page=0`, `perPage=abc`, `page=1.5`) is a 400 naming the field.
 */

/** The most rows one page may ask for, so a client cannot make the server send everything at once. */
export const MAX_PER_PAGE = 100

/** `page` (from 1) and `perPage` (at most MAX_PER_PAGE) with the list's default page size. */
export function pagingQuery(defaultPerPage: number) {
  return {
    page: z.coerce.number().int().positive().default(1),
    perPage: z.coerce.number().int().positive().max(MAX_PER_PAGE).default(defaultPerPage),
  }
}

export const SortDirection = z.enum(SORT_DIRECTIONS)
export type SortDirection = z.infer<typeof SortDirection>
