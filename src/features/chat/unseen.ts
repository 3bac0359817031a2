import { queryOptions } from '@tanstack/react-query'
import type { chatsAndContacts } from '@/api/contract/chat'
import type { ResponseOf } from '@/api/contract/endpoint'
import { chatKeys } from './keys'

/*
 * What the navbar needs of the chat on every page: the unseen total. This module stays light (no
 * contract schemas, no client): the navbar is in the first load of every page, so the chat list's
 * query is shared by key, and its fetch loads the chat's queries only when it first runs.
 */

/** How often the navbar asks again for the unseen total while the chat app is not open. */
export const UNSEEN_POLL_MS = 20_000

/** How many messages wait unseen in every chat. */
export function unseenTotal(chats: ReadonlyArray<{ chat: { unseenMsgs: number } }>): number {
  return chats.reduce((total, entry) => total + entry.chat.unseenMsgs, 0)
}

/** The chat list's query (the same key and answer as chatQueries.list in ./queries), its code loaded on its first fetch. */
export const chatListOnDemand = () =>
  queryOptions({
    queryKey: chatKeys.list(),
    queryFn: async ({ signal }): Promise<ResponseOf<typeof chatsAndContacts>> => (await import('./queries')).fetchChatList(signal),
  })
