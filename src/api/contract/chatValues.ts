/**
 * The chat app's value lists, apart from its zod schemas (./chat.ts) for the same reason as
 * ./values.ts: the chat routes read them in the entry chunk, without zod.
 */

/** Whether someone can be reached now. */
export const CHAT_STATUSES = ['online', 'offline', 'busy', 'away'] as const
export type ChatStatus = (typeof CHAT_STATUSES)[number]

/** The id the signed-in user sends as (the chat's profile user). */
export const CHAT_SELF_ID = 11

/** The longest message. */
export const MAX_CHAT_MESSAGE_LENGTH = 2000
