/**
 * The dashboard cards' value lists, apart from their zod schemas (./cards.ts) for the same reason as
 * ./values.ts: a route reads the chosen period from the address in the entry chunk, without zod.
 */

/** SPEC section 9, "Analytics periods": Last 28 Days, Last Month, Last Year (the first is the default). */
export const CARD_PERIODS = ['last-28-days', 'last-month', 'last-year'] as const

export const DEFAULT_CARD_PERIOD = CARD_PERIODS[0]
