import { z } from 'zod'

/*
 * The number fields every domain has, said once. On the wire an id or a count is a whole number;
 * in a path or a query string it arrives as text and is read with `intParam()`.
 */

/** A row's id. */
export const Id = z.number().int()

/** How many of something (mails, rows, bytes): a whole number, 0 or more. */
export const Count = z.number().int().nonnegative()

// Decimal digits with an optional minus: what `String(n)` writes for a whole number.
const DECIMAL_INTEGER = /^-?\d+$/

/** The longest whole number a path or a query string may hold, as text (a safe integer has at most 16 digits). */
export const MAX_INT_PARAM_LENGTH = 20

/**
 * A whole number in a path or a query string, read strictly: `2` and `-2` are numbers, while
 * `0x2`, `1e0`, `1.0`, `+1`, ` 1` and `1 ` are a 400 naming the field (JavaScript's `Number()`, and so
 * `z.coerce.number()`, would read them all), and so is text longer than MAX_INT_PARAM_LENGTH.
 * Every numeric param and query field goes through it,
 * so a back end that reads only decimal digits reads what this one reads. The range is `number`'s:
 *
 *   page: intParam(z.number().int().positive()).default(1)
 *   status: intParam(z.number().int().min(1).max(5)).optional()
 *
 * An absent value (an empty one is absent, see parseInput) of a required field is "Required".
 */
export function intParam(number: z.ZodNumber = Id) {
  return z.preprocess((value, ctx) => {
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Required', input: value })
      return z.NEVER
    }
    // A number (a DELETE's id in a JSON body) is checked as it is.
    if (typeof value !== 'string') return value
    if (value.length > MAX_INT_PARAM_LENGTH) {
      ctx.addIssue({ code: 'custom', message: `Expected a whole number of at most ${MAX_INT_PARAM_LENGTH} characters`, input: value })
      return z.NEVER
    }
    if (DECIMAL_INTEGER.test(value)) return Number(value)
    ctx.addIssue({ code: 'custom', message: 'Expected a whole number in decimal digits', input: value })
    return z.NEVER
  }, number)
}

/** An id in a path or a query string. */
export const IdParam = intParam()
