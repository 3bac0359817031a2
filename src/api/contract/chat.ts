import { z } from 'zod'
import { CHAT_STATUSES, MAX_CHAT_MESSAGE_LENGTH } from './chatValues'
import { domainEndpoint } from './endpoint'
import { NOT_FOUND } from './errors'
import { Count, Id, IdParam } from './numbers'
import { multilineText } from './text'

// Every call acts on the subject the chat routes guard with: a GET needs `read Chat`, a write `update Chat`.
const endpoint = domainEndpoint('Chat')

// ---- Entities ----

export const ChatStatus = z.enum(CHAT_STATUSES)
export type ChatStatus = z.infer<typeof ChatStatus>

/** Someone the signed-in user can write to. `avatar` is a picture's path or URL, '' for none (the screen shows initials). */
export const ChatContact = z
  .object({
    id: Id,
    fullName: z.string(),
    /** What they do ("Frontend Developer"). */
    role: z.string(),
    about: z.string(),
    avatar: z.string(),
    status: ChatStatus,
  })
  .meta({ id: 'ChatContact' })
export type ChatContact = z.infer<typeof ChatContact>

/** How far a message the signed-in user sent has got: sent, then delivered to the contact, then seen by them. */
export const MessageFeedback = z.object({ isSent: z.boolean(), isDelivered: z.boolean(), isSeen: z.boolean() })
export type MessageFeedback = z.infer<typeof MessageFeedback>

/** One message: plain text, never HTML. `senderId` is the contact's id or CHAT_SELF_ID (11) for the signed-in user. */
export const ChatMessage = z
  .object({
    message: z.string(),
    /** When it was sent: an ISO 8601 date-time in UTC. */
    time: z.iso.datetime(),
    senderId: Id,
    feedback: MessageFeedback,
  })
  .meta({ id: 'ChatMessage' })
export type ChatMessage = z.infer<typeof ChatMessage>

/** The conversation with one contact (`userId`), oldest message first. */
export const ChatThread = z
  .object({ id: Id, userId: Id, unseenMsgs: Count, chat: z.array(ChatMessage) })
  .meta({ id: 'ChatThread' })
export type ChatThread = z.infer<typeof ChatThread>

/** A contact with a thread, as the chat list shows it. */
export const ChatListEntry = ChatContact.extend({
  chat: z.object({ id: Id, unseenMsgs: Count, lastMessage: ChatMessage }),
}).meta({ id: 'ChatListEntry' })
export type ChatListEntry = z.infer<typeof ChatListEntry>

export const ChatProfileSettings = z.object({ isTwoStepAuthVerificationEnabled: z.boolean(), isNotificationsOn: z.boolean() })
export type ChatProfileSettings = z.infer<typeof ChatProfileSettings>

/** The signed-in user as the chat shows them (id CHAT_SELF_ID, role admin). */
export const ChatProfileUser = z
  .object({
    id: Id,
    fullName: z.string(),
    avatar: z.string(),
    role: z.string(),
    about: z.string(),
    status: ChatStatus,
    settings: ChatProfileSettings,
  })
  .meta({ id: 'ChatProfileUser' })
export type ChatProfileUser = z.infer<typeof ChatProfileUser>

// ---- Inputs ----

/** The longest "about" text of the profile user. */
export const MAX_CHAT_ABOUT_LENGTH = 500

/** A message as a client sends it: not blank, at most MAX_CHAT_MESSAGE_LENGTH characters (kept as typed, line breaks included). */
export const ChatMessageInput = multilineText(MAX_CHAT_MESSAGE_LENGTH, {
  maxMessage: `A message has at most ${MAX_CHAT_MESSAGE_LENGTH} characters`,
}).refine((message) => message.trim() !== '', 'Write a message')

/** What the profile user may change; at least one field. */
export const ChatProfileChanges = z
  .object({
    status: ChatStatus.optional(),
    about: multilineText(MAX_CHAT_ABOUT_LENGTH).optional(),
    settings: ChatProfileSettings.partial().optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Nothing to update')

// ---- Endpoints ----

export const chatsAndContacts = endpoint({
  method: 'GET',
  path: '/apps/chat/chats-and-contacts',
  description:
    'chatsContacts: every contact with a thread, with its id, unseenMsgs and lastMessage, the most recent first; contacts: every contact without a thread; profileUser.',
  response: z.object({ chatsContacts: z.array(ChatListEntry), contacts: z.array(ChatContact), profileUser: ChatProfileUser }),
})

export const chatProfileUser = endpoint({
  method: 'GET',
  path: '/apps/chat/users/profile-user',
  description: 'The signed-in user as the chat shows them.',
  response: ChatProfileUser,
})

export const getChat = endpoint({
  method: 'GET',
  path: '/apps/chat/get-chat',
  description: "A contact (id: the contact's id, a thread's userId) and their thread (null before any message). Opening it sets its unseenMsgs to 0. Unknown id: 404.",
  query: z.object({ id: IdParam }),
  response: z.object({ chat: ChatThread.nullable(), contact: ChatContact }),
  errors: NOT_FOUND,
})

export const sendChatMessage = endpoint({
  method: 'POST',
  path: '/apps/chat/send-msg',
  description:
    'Sends a message from the signed-in user (senderId 11) to obj.contact (the whole contact or just its id). Answers the message, the thread id and, ' +
    'when the message opened a new thread, the thread (the contact then moves from contacts to chatsContacts). ' +
    `A blank message or one over ${MAX_CHAT_MESSAGE_LENGTH} characters is a 400 naming it; an unknown contact 404. The contact replies a few seconds later.`,
  status: 201,
  body: z.object({
    obj: z.object({
      message: ChatMessageInput,
      contact: z.object({ id: Id }),
      /** The open thread, as some clients send it along; the contact decides the thread. */
      chat: z.object({ id: Id }).optional(),
    }),
  }),
  response: z.object({ newMessageData: ChatMessage, id: Id, chat: ChatThread.optional() }),
  errors: NOT_FOUND,
})

// ---- Beyond the core API (`beyondSpec`): the profile user's status and settings, reading a thread ----

export const updateChatProfileUser = endpoint({
  method: 'POST',
  path: '/apps/chat/users/profile-user',
  description: "Saves the profile user's status, about and/or settings (settings merge); answers the profile user.",
  body: ChatProfileChanges,
  response: ChatProfileUser,
  beyondSpec: true,
})

export const markChatRead = endpoint({
  method: 'POST',
  path: '/apps/chat/mark-read',
  description: "Sets a thread's unseenMsgs to 0 without reading it again (id: the contact's id); answers the thread. Unknown id or no thread: 404.",
  body: z.object({ id: Id }),
  response: ChatThread,
  errors: NOT_FOUND,
  beyondSpec: true,
})
