import type { QueryClient } from '@tanstack/react-query'
import type { ChatContact, ChatListEntry, ChatMessage, ChatProfileUser, ChatThread, getChat, chatsAndContacts } from '@/api/contract/chat'
import type { ResponseOf } from '@/api/contract/endpoint'
import { chatKeys } from './keys'

/** The chat app's writes to its cache, after an answer or before one. */

export type ChatList = ResponseOf<typeof chatsAndContacts>
export type ChatView = ResponseOf<typeof getChat>


function updateList(cache: QueryClient, update: (list: ChatList) => ChatList): void {
  cache.setQueryData<ChatList>(chatKeys.list(), (list) => list && update(list))
}

/**
 * The back end has counted a thread as read (it answered it): its entry in the list shows no unseen
 * messages, and the thread's last message, at once (the list's next answer says the same).
 */
export function markThreadRead(cache: QueryClient, contactId: number, thread: ChatThread): void {
  const last = thread.chat.at(-1)
  updateList(cache, (list) => {
    const entry = list.chatsContacts.find((chat) => chat.id === contactId)
    if (!entry) return list
    // The list may know a newer message than this answer (its own answer came later): it keeps that one.
    const lastMessage = last && last.time >= entry.chat.lastMessage.time ? last : entry.chat.lastMessage
    if (entry.chat.unseenMsgs === 0 && sameMessage(lastMessage, entry.chat.lastMessage)) return list
    const chat = { ...entry.chat, unseenMsgs: 0, lastMessage }
    return { ...list, chatsContacts: list.chatsContacts.map((other) => (other === entry ? { ...entry, chat } : other)) }
  })
}

/**
 * A message the back end took: the thread gains it (or begins with it), and the contact's chat goes
 * to the top of the list with it as the last message; a contact without a chat moves into the chats.
 */
export function addSentMessage(cache: QueryClient, contact: ChatContact, message: ChatMessage, threadId: number, newThread?: ChatThread): void {
  cache.setQueryData<ChatView>(chatKeys.thread(contact.id), (view) => {
    if (!view) return view
    if (!view.chat) return { ...view, chat: newThread ?? { id: threadId, userId: contact.id, unseenMsgs: 0, chat: [message] } }
    // A poll that answered meanwhile may have brought it already.
    if (view.chat.chat.some((known) => sameMessage(known, message))) return view
    return { ...view, chat: { ...view.chat, chat: [...view.chat.chat, message] } }
  })
  updateList(cache, (list) => {
    const entry = list.chatsContacts.find((chat) => chat.id === contact.id)
    const moved: ChatListEntry = entry
      ? { ...entry, chat: { ...entry.chat, lastMessage: message } }
      : { ...(list.contacts.find((known) => known.id === contact.id) ?? contact), chat: { id: threadId, unseenMsgs: 0, lastMessage: message } }
    return {
      ...list,
      chatsContacts: [moved, ...list.chatsContacts.filter((chat) => chat.id !== contact.id)],
      contacts: list.contacts.filter((known) => known.id !== contact.id),
    }
  })
}

const sameMessage = (a: ChatMessage, b: ChatMessage) => a.time === b.time && a.senderId === b.senderId && a.message === b.message

/** The profile user as changed (before the answer) or as the back end answered. */
export function writeProfileUser(cache: QueryClient, update: (user: ChatProfileUser) => ChatProfileUser): void {
  updateList(cache, (list) => ({ ...list, profileUser: update(list.profileUser) }))
}
