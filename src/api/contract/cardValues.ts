/**
 * The dashboard cards' value lists, apart from their zod schemas (./cards.ts) for the same reason as
 * ./values.ts: a route reads the chosen period from the address in the entry chunk, without zod.
 */

/** The analytics periods: Last 28 Days, Last Month, Last Year (the first is the default). */
export const CARD_PERIODS = ['last-28-days', 'last-month', 'last-year'] as const

export const DEFAULT_CARD_PERIOD = CARD_PERIODS[0]

/**
 * The same periods in words, in CARD_PERIODS' order: what the template's own
 * period menus list (its `last_days`). English, as the template shows them; our screens translate.
 */
export const CARD_PERIOD_NAMES = ['Last 28 Days', 'Last Month', 'Last Year'] as const

/** The analytics cards with a period menu; each keeps its period in the address (`?revenue-report=last-year`). */
export const PERIOD_CARDS = ['support-tracker', 'avg-sessions', 'revenue-report', 'goal-overview', 'sessions-device', 'customers'] as const
export type PeriodCardName = (typeof PERIOD_CARDS)[number]
