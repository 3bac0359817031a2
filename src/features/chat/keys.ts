import { queryKeys } from '@/lib/queryKeys'

/** Keys of the chat app: the chats and contacts (with the profile user), and each contact's thread. */
export const chatKeys = queryKeys('chat', {
  list: () => [],
  thread: (contactId: number) => [contactId],
})
