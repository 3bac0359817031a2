import { z } from 'zod'

/*
 * The number fields every domain has, said once. On the wire an id or a count is a whole number;
 * in a path or a query string it arrives as text and is read as one.
 */

/** A row's id. */
export const Id = z.number().int()

/** An id in a path or a query string. */
export const IdParam = z.coerce.number().int()

/** How many of something (mails, rows, bytes): a whole number, 0 or more. */
export const Count = z.number().int().nonnegative()
