import * as chatContract from '@/api/contract/chat'
import { ChatContact, ChatProfileUser, type ChatListEntry, type ChatMessage, type ChatThread } from '@/api/contract/chat'
import { CHAT_SELF_ID } from '@/api/contract/chatValues'
import { endpointsIn } from '@/api/contract/endpoint'
import { defineCollections, flushDb } from '@/mocks/db'
import { copyChatContact, seedChatContacts, seedChatProfile } from '@/mocks/db/chatContacts'
import { ChatThreadRecord, copyChatThread, seedChatThreads } from '@/mocks/db/chatThreads'
import { mockNow } from '@/mocks/db/clock'
import { notFound } from '@/mocks/httpErrors'
import { plannedReply } from './chatReplies'
import { implement } from './implement'

/**
 * The chat app (src/api/contract/chat.ts) over three collections: the contacts, their threads (one
 * per contact who has one) and the profile user (CHAT_SELF_ID, the signed-in user as the chat shows them).
 *
 * The rules of a conversation:
 * - The user's message is stamped with the mock's clock (`mockNow`, ../db/clock.ts), never before the
 *   thread's last message, and sent as senderId 11: sent, delivered unless the contact is offline, not seen.
 * - Its first message to a contact opens their thread: the contact moves from `contacts` to
 *   `chatsContacts`, and only that answer carries the new thread (`chat`).
 * - The contact answers: one of ./chatReplies.ts's canned replies, drawn from the message, 2 to 4
 *   seconds later (30 to 60 seconds for an offline contact, who comes back online to answer). The reply
 *   is stored with the thread, with the real time it is due, rather than left to a timer that a
 *   sleeping service worker or a reload would lose. The first chat call that reads the thread at or
 *   after that time (the list, opening it, marking it read, writing in it, from any tab) adds the reply,
 *   stamped with the time it was due, raises the thread's unseenMsgs by 1 and marks every message of
 *   the user seen (and delivered). One reply answers a burst: messages written while a reply is on its
 *   way get no second one.
 * - Opening a thread (get-chat) or marking it read sets its unseenMsgs to 0.
 * A GET that changed data (a reply that arrived, a thread opened) answers once that is stored, as writes do.
 */
export const { chatContacts, chatThreads, chatProfile } = defineCollections({
  // The contacts and threads are the chat's list: grown and emptied by the scenarios (../db/scenarios.ts).
  chatContacts: { row: 'contact', schema: ChatContact, seed: seedChatContacts, copy: copyChatContact },
  chatThreads: { row: 'chat', schema: ChatThreadRecord, seed: seedChatThreads, copy: copyChatThread },
  chatProfile: { row: 'profile user', schema: ChatProfileUser, seed: seedChatProfile },
})

const SEEN = { isSent: true, isDelivered: true, isSeen: true } as const

/** Reading needs `read Chat`, any change `update Chat`, as the chat route asks: the client role gets 403. */
export const handlers = implement(endpointsIn(chatContract), {
  chatsAndContacts: async () => {
    const threads = chatThreads.all().map((thread) => settled(thread))
    const withThread = new Set(threads.map((thread) => thread.userId))
    const chatsContacts = threads
      .map((thread): ChatListEntry | undefined => {
        const contact = chatContacts.get(thread.userId)
        const lastMessage = thread.chat.at(-1)
        if (!contact || !lastMessage) return undefined
        return { ...contact, chat: { id: thread.id, unseenMsgs: thread.unseenMsgs, lastMessage } }
      })
      .filter((entry) => entry !== undefined)
      .sort((a, b) => Date.parse(b.chat.lastMessage.time) - Date.parse(a.chat.lastMessage.time))
    const contacts = chatContacts.filter((contact) => !withThread.has(contact.id))
    await flushDb()
    return { chatsContacts, contacts, profileUser: profileUser() }
  },

  chatProfileUser: () => profileUser(),

  getChat: async ({ query }) => {
    const { id } = chatContacts.require(query.id)
    const thread = threadWith(id)
    const opened = thread && read(settled(thread))
    await flushDb()
    return { chat: opened ? answerOf(opened) : null, contact: chatContacts.require(id) }
  },

  sendChatMessage: ({ body: { obj } }) => {
    const { id: contactId } = chatContacts.require(obj.contact.id)
    const stored = threadWith(contactId)
    const thread = stored && settled(stored)
    // After any reply that was due: an offline contact who answered is online now.
    const contact = chatContacts.require(contactId)
    const previous = thread?.chat ?? []
    const message: ChatMessage = {
      message: obj.message,
      time: stampAfter(previous, mockNow()),
      senderId: CHAT_SELF_ID,
      feedback: { isSent: true, isDelivered: contact.status !== 'offline', isSeen: false },
    }
    const pendingReply = thread?.pendingReply ?? plannedReply(contactId, previous.length, obj.message, contact.status, Date.now())
    if (thread) {
      chatThreads.update(thread.id, { chat: [...previous, message], pendingReply })
      return { newMessageData: message, id: thread.id }
    }
    const created = chatThreads.insert({ userId: contactId, unseenMsgs: 0, chat: [message], pendingReply })
    return { newMessageData: message, id: created.id, chat: answerOf(created) }
  },

  updateChatProfileUser: ({ body: { status, about, settings } }) => {
    const current = profileUser()
    return chatProfile.update(CHAT_SELF_ID, {
      ...(status === undefined ? {} : { status }),
      ...(about === undefined ? {} : { about }),
      ...(settings === undefined ? {} : { settings: { ...current.settings, ...settings } }),
    })!
  },

  markChatRead: ({ body }) => {
    const { id } = chatContacts.require(body.id)
    const thread = threadWith(id)
    if (!thread) throw notFound(`No chat with contact ${id}`)
    return answerOf(read(settled(thread)))
  },
})

function profileUser(): Readonly<ChatProfileUser> {
  return chatProfile.require(CHAT_SELF_ID)
}

function threadWith(contactId: number): Readonly<ChatThreadRecord> | undefined {
  return chatThreads.find((thread) => thread.userId === contactId)
}

/** The thread as the contract shows it, without the reply still to come. */
function answerOf({ pendingReply: _pending, ...thread }: Readonly<ChatThreadRecord>): ChatThread {
  return thread
}

/** The thread with its contact's reply added if it is due by `now` (real milliseconds): see the rules above. */
function settled(thread: Readonly<ChatThreadRecord>, now: number = Date.now()): Readonly<ChatThreadRecord> {
  const reply = thread.pendingReply
  if (!reply || now < reply.dueAt) return thread
  const contact = chatContacts.get(thread.userId)
  if (contact?.status === 'offline') chatContacts.update(contact.id, { status: 'online' })
  const chat = thread.chat.map((message) => (message.senderId === CHAT_SELF_ID ? { ...message, feedback: { ...SEEN } } : message))
  chat.push({ message: reply.message, time: stampAfter(chat, mockNow(reply.dueAt)), senderId: thread.userId, feedback: { ...SEEN } })
  return chatThreads.update(thread.id, { chat, unseenMsgs: thread.unseenMsgs + 1, pendingReply: null })!
}

/** The thread with nothing unseen; stores only a change. */
function read(thread: Readonly<ChatThreadRecord>): Readonly<ChatThreadRecord> {
  return thread.unseenMsgs === 0 ? thread : chatThreads.update(thread.id, { unseenMsgs: 0 })!
}

/** `time`, or just after the thread's last message if that is later (another tab's clock, a time zone ahead of UTC): the thread stays in order. */
function stampAfter(chat: readonly ChatMessage[], time: Date): string {
  const last = chat.at(-1)
  const after = last ? Date.parse(last.time) + 1 : -Infinity
  return new Date(Math.max(time.getTime(), after)).toISOString()
}
