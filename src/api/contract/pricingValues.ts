/**
 * The pricing page's value list that its route reads from the address (?billing=yearly), apart from
 * the zod schemas (./pricing.ts) for the same reason as ./values.ts: route definitions run in the
 * entry chunk, without zod.
 */

/** How often a plan is paid: every month, or once a year at the yearly plan's lower monthly rate. */
export const BILLING_PERIODS = ['monthly', 'yearly'] as const
