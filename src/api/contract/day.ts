import { z } from 'zod'

/**
 * A calendar day, YYYY-MM-DD, in an answer (an invoice's dates, a chart's points). A module of its
 * own: the contract files that use it do not import each other for it, so a page of one domain does
 * not load another's schemas.
 */
export const Day = z.iso.date()
