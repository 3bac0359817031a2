import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '@/api'
import { chatsAndContacts, getChat, type ChatThread } from '@/api/contract/chat'
import { loadByCause, type LoadCause } from '@/lib/loadByCause'
import { markThreadRead } from './cacheWrites'
import { chatKeys } from './keys'

export { chatKeys }

/**
 * How often an open chat asks again, while the tab shows: a contact answers a few seconds after a
 * message, and the back end has no way to push it, so the thread and the list are polled.
 */
export const OPEN_CHAT_POLL_MS = 2_000

export const chatQueries = {
  /** Every chat (most recent first), the contacts without one, and the profile user. */
  list: () =>
    queryOptions({
      queryKey: chatKeys.list(),
      queryFn: ({ signal }) => fetchChatList(signal),
    }),
  /**
   * A contact and their thread (null before the first message). The back end counts the thread as
   * read when it answers, so the list's copy of its unseen count goes to 0 at once, and its last
   * message follows the thread.
   */
  thread: (contactId: number) =>
    queryOptions({
      queryKey: chatKeys.thread(contactId),
      queryFn: async ({ signal, client }) => {
        const answer = await api(getChat, { query: { id: contactId }, signal })
        if (answer.chat) markThreadRead(client, contactId, answer.chat)
        return answer
      },
      // Opening a chat always asks the back end: that is what marks it read.
      staleTime: 0,
    }),
}

/** Every chat, the contacts without one, and the profile user (the navbar's unseen count fetches it too: ./unseen.ts). */
export const fetchChatList = (signal?: AbortSignal) => api(chatsAndContacts, { signal })

/** The last message of a thread, if it has one. */
export const lastMessageOf = (thread: ChatThread) => thread.chat.at(-1)

/**
 * The chat routes' loader: the list, and the open chat (which may fail on its own: an unknown
 * contact shows its error in the conversation pane while the list still shows).
 */
export function loadChatView(queryClient: QueryClient, contactId: number | undefined, cause: LoadCause): Promise<void> {
  return loadByCause(queryClient, cause, [chatQueries.list()], {
    optional: contactId === undefined ? [] : [chatQueries.thread(contactId)],
  })
}
