/**
 * The FAQ and knowledge base's value lists, apart from their zod schemas (./faq.ts) for the same
 * reason as ./values.ts: the FAQ route reads its open category from the address in the entry
 * chunk, without zod.
 */

/** The FAQ's categories, in the order the page lists them (the spec's names). */
export const FAQ_CATEGORIES = ['payment', 'delivery', 'cancellationReturn', 'myOrders', 'productServices'] as const
export type FaqCategoryId = (typeof FAQ_CATEGORIES)[number]

/** The answers of a "was this helpful" vote. */
export const HELPFUL_VOTES = ['yes', 'no'] as const
export type HelpfulVote = (typeof HELPFUL_VOTES)[number]

/** The longest slug of a knowledge base category or article. */
export const MAX_SLUG_LENGTH = 80

/** What a slug looks like: lower-case letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
