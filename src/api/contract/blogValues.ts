/**
 * The blog's value lists, apart from its zod schemas (./blog.ts) for the same reason as ./values.ts:
 * the blog's routes read them from the address in the entry chunk, without zod.
 */

/** What a post is about; a post may be in several. Ids on the wire, named by the screens in each language. */
export const BLOG_CATEGORIES = ['fashion', 'food', 'gaming', 'quote', 'travel', 'video'] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

/** Where a post stands: readers see published ones; a draft is being written; a scheduled one waits for its date. */
export const BLOG_STATUSES = ['published', 'draft', 'scheduled'] as const
export type BlogStatus = (typeof BLOG_STATUSES)[number]

/** The blog list's page sizes, the first its default: two or three cards a row, three rows. */
export const BLOG_PAGE_SIZES = [6, 12, 24] as const

/** The largest featured image, in bytes (before its data: URL encoding). */
export const MAX_BLOG_IMAGE_BYTES = 1024 * 1024
/** The picture types a featured image may be. */
export const BLOG_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const

/** A slug: lowercase letters and digits, words joined by single hyphens ("summer-in-lisbon-2"). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const MAX_BLOG_SLUG_LENGTH = 100
export const MAX_BLOG_TITLE_LENGTH = 150
export const MAX_BLOG_EXCERPT_LENGTH = 300
/** The longest post (its HTML), in characters. */
export const MAX_BLOG_CONTENT_LENGTH = 64 * 1024
/** The longest comment, in characters. */
export const MAX_BLOG_COMMENT_LENGTH = 1000
