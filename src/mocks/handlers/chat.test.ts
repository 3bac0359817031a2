// @vitest-environment node
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  chatProfileUser,
  chatsAndContacts,
  getChat,
  markChatRead,
  sendChatMessage,
  updateChatProfileUser,
  type ChatContact,
  type ChatMessage,
} from '@/api/contract'
import { CHAT_STATUSES } from '@/api/contract/chatValues'
import { MockDatabase, flushDb, memoryPersistence, openDb, resetDb } from '@/mocks/db'
import { seedChatContacts, seedChatProfile } from '@/mocks/db/chatContacts'
import { ChatThreadRecord, chatSeedNow, copyChatThread, seedChatThreads } from '@/mocks/db/chatThreads'
import { TEST_DAY, mockNow } from '@/mocks/db/clock'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'
import { chatContacts, chatThreads } from './chat'
import { CANNED_REPLIES, plannedReply } from './chatReplies'

setupMockBackend()

const contacts = seedChatContacts()
const threads = seedChatThreads(TEST_DAY)
const profile = seedChatProfile()[0]!
const contactOf = (id: number) => contacts.find((contact) => contact.id === id)!
const threadOf = (contactId: number) => threads.find((thread) => thread.userId === contactId)!
const ME = 11

// Contacts the tests write to: with a thread (online, offline) and without one.
const TOMASZ = 4 // online, 2 unseen
const SOFIA = 7 // away, 3 unseen
const MAYA = 1 // online, nothing unseen
const HANNAH = 5 // offline
const LUCAS = 2 // busy, no thread
const ELLIOT = 8 // offline, no thread

// The test's "now": on the fixed test day, so the mock's clock (mockNow) reads the same instant.
const T0 = Date.parse(`${TEST_DAY}T10:00:00.000Z`)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(T0)
})
afterEach(() => vi.useRealTimers())
const later = (ms: number) => vi.setSystemTime(Date.now() + ms)

const list = () => expectSuccess(chatsAndContacts)
const open = (id: number) => expectSuccess(getChat, { query: { id } })
const send = (id: number, message: string) => expectSuccess(sendChatMessage, { body: { obj: { message, contact: { id } } } })
const messagesOf = async (id: number) => (await open(id)).chat!.chat
const fromMe = (messages: readonly ChatMessage[]) => messages.filter((message) => message.senderId === ME)
const errorOf = (body: unknown) => (body as { error: unknown }).error

describe('the chat seed', () => {
  it('has 10 or more contacts with every status, none with the profile user id, some without a picture, every picture a file', () => {
    expect(contacts.length).toBeGreaterThanOrEqual(10)
    expect(contacts.map((contact) => contact.id)).not.toContain(ME)
    expect(new Set(contacts.map((contact) => contact.id)).size).toBe(contacts.length)
    expect(new Set(contacts.map((contact) => contact.status))).toEqual(new Set(CHAT_STATUSES))
    expect(contacts.filter((contact) => contact.avatar === '').length).toBeGreaterThanOrEqual(2)
    for (const { avatar, role, about } of contacts) {
      expect(role).not.toBe('')
      expect(about).not.toBe('')
      if (avatar !== '') expect(existsSync(join('public', avatar)), avatar).toBe(true)
    }
  })

  it('has the profile user: id 11, role admin, the admin demo account', () => {
    expect(profile).toMatchObject({ id: ME, fullName: 'John Doe', role: 'admin', status: 'online' })
    expect(existsSync(join('public', profile.avatar))).toBe(true)
  })

  it('has 5 or more threads of 5 to 15 messages, each with a contact of its own, some contacts without one', () => {
    expect(threads.length).toBeGreaterThanOrEqual(5)
    expect(new Set(threads.map((thread) => thread.userId)).size).toBe(threads.length)
    for (const thread of threads) {
      expect(contacts.map((contact) => contact.id)).toContain(thread.userId)
      expect(thread.chat.length).toBeGreaterThanOrEqual(5)
      expect(thread.chat.length).toBeLessThanOrEqual(15)
      expect(thread.pendingReply).toBeNull()
      for (const message of thread.chat) expect([ME, thread.userId]).toContain(message.senderId)
    }
    expect(contacts.length - threads.length).toBeGreaterThanOrEqual(3)
    expect(threads.filter((thread) => thread.unseenMsgs > 0).length).toBeGreaterThanOrEqual(2)
  })

  it('places every message minutes to days before the seed day began, oldest first', () => {
    const now = chatSeedNow(TEST_DAY)
    for (const thread of threads) {
      const times = thread.chat.map((message) => Date.parse(message.time))
      expect(times).toEqual([...times].sort((a, b) => a - b))
      expect(Math.max(...times)).toBeLessThan(now)
      expect(Math.min(...times)).toBeGreaterThan(now - 7 * 86_400_000)
    }
  })

  it('keeps the feedback consistent: answered messages seen, the last ones delivered unless the contact is offline', () => {
    for (const thread of threads) {
      const { status } = contactOf(thread.userId)
      const lastOfTheirs = thread.chat.findLastIndex((message) => message.senderId !== ME)
      thread.chat.forEach((message, index) => {
        expect(message.feedback.isSent).toBe(true)
        if (message.senderId !== ME || index < lastOfTheirs) expect(message.feedback).toEqual({ isSent: true, isDelivered: true, isSeen: true })
        else expect(message.feedback.isDelivered).toBe(status !== 'offline' || message.feedback.isSeen)
        if (message.feedback.isSeen) expect(message.feedback.isDelivered).toBe(true)
      })
      // Only the contact's messages after the user's last one can be unseen.
      expect(thread.unseenMsgs).toBeLessThanOrEqual(thread.chat.length - 1 - thread.chat.findLastIndex((message) => message.senderId === ME))
    }
    expect(threadOf(HANNAH).chat.at(-1)).toMatchObject({ senderId: ME, feedback: { isSent: true, isDelivered: false, isSeen: false } })
    expect(threadOf(MAYA).chat.at(-1)).toMatchObject({ senderId: ME, feedback: { isSent: true, isDelivered: true, isSeen: false } })
  })
})

describe('GET /apps/chat/chats-and-contacts', () => {
  it('answers the contacts with a thread, most recent first, the others, and the profile user', async () => {
    const answer = await list()
    expect(answer.chatsContacts.map((entry) => entry.id)).toEqual([TOMASZ, MAYA, 3, 6, HANNAH, SOFIA])
    const tomasz = threadOf(TOMASZ)
    expect(answer.chatsContacts[0]).toEqual({ ...contactOf(TOMASZ), chat: { id: tomasz.id, unseenMsgs: 2, lastMessage: tomasz.chat.at(-1) } })
    expect(answer.contacts).toEqual(contacts.filter((contact) => !threads.some((thread) => thread.userId === contact.id)))
    expect(answer.profileUser).toEqual(profile)
  })

  it('puts the thread just written in first', async () => {
    await send(SOFIA, 'Let me read the roadmap notes first.')
    expect((await list()).chatsContacts.map((entry) => entry.id)).toEqual([SOFIA, TOMASZ, MAYA, 3, 6, HANNAH])
  })
})

describe('GET /apps/chat/users/profile-user', () => {
  it('answers the profile user', async () => {
    expect(await expectSuccess(chatProfileUser)).toEqual(profile)
  })
})

describe('GET /apps/chat/get-chat', () => {
  it("answers the contact and their thread, and sets the thread's unseenMsgs to 0", async () => {
    const { chat, contact } = await open(TOMASZ)
    const { pendingReply: _pending, ...thread } = threadOf(TOMASZ)
    expect(contact).toEqual(contactOf(TOMASZ))
    expect(chat).toEqual({ ...thread, unseenMsgs: 0 })
    expect((await list()).chatsContacts.find((entry) => entry.id === TOMASZ)!.chat.unseenMsgs).toBe(0)
    // Other threads keep theirs.
    expect((await list()).chatsContacts.find((entry) => entry.id === SOFIA)!.chat.unseenMsgs).toBe(3)
  })

  it('answers chat null for a contact without a thread, and stores nothing', async () => {
    expect(await open(LUCAS)).toEqual({ chat: null, contact: contactOf(LUCAS) })
    expect((await list()).contacts.map((contact) => contact.id)).toContain(LUCAS)
  })

  it('answers 404 for an unknown contact, the profile user included', async () => {
    expect(await callEndpoint(getChat, { query: { id: 999 } })).toEqual({ status: 404, body: { error: 'No contact with id 999' } })
    expect((await callEndpoint(getChat, { query: { id: ME } })).status).toBe(404)
  })
})

describe('POST /apps/chat/mark-read', () => {
  it("sets a thread's unseenMsgs to 0 and answers the thread", async () => {
    const { pendingReply: _pending, ...thread } = threadOf(SOFIA)
    expect(await expectSuccess(markChatRead, { body: { id: SOFIA } })).toEqual({ ...thread, unseenMsgs: 0 })
    expect((await list()).chatsContacts.find((entry) => entry.id === SOFIA)!.chat.unseenMsgs).toBe(0)
  })

  it('answers 404 for a contact without a thread or an unknown id', async () => {
    expect(await callEndpoint(markChatRead, { body: { id: LUCAS } })).toEqual({ status: 404, body: { error: `No chat with contact ${LUCAS}` } })
    expect(await callEndpoint(markChatRead, { body: { id: 999 } })).toEqual({ status: 404, body: { error: 'No contact with id 999' } })
  })
})

describe('POST /apps/chat/send-msg', () => {
  it('answers 201 with the message from senderId 11 at the mock clock, and the thread id; no chat for a thread that exists', async () => {
    const { status, body } = await callEndpoint(sendChatMessage, { body: { obj: { message: 'Nice work tonight!', contact: { id: TOMASZ } } } })
    expect(status).toBe(201)
    const newMessageData = { message: 'Nice work tonight!', time: mockNow().toISOString(), senderId: ME, feedback: { isSent: true, isDelivered: true, isSeen: false } }
    expect(body).toEqual({ newMessageData, id: threadOf(TOMASZ).id })
    expect(newMessageData.time).toBe(new Date(T0).toISOString())
    expect((await messagesOf(TOMASZ)).at(-1)).toEqual(newMessageData)
  })

  it('leaves a message to an offline contact undelivered', async () => {
    const { newMessageData } = await send(HANNAH, 'Are you back?')
    expect(newMessageData.feedback).toEqual({ isSent: true, isDelivered: false, isSeen: false })
  })

  it('opens a thread with a contact who had none: only that answer carries it, and the contact moves to the chats', async () => {
    const first = await send(LUCAS, 'Hi Lucas, can you look at the slow CSV export?')
    expect(first.chat).toEqual({ id: first.id, userId: LUCAS, unseenMsgs: 0, chat: [first.newMessageData] })
    const answer = await list()
    expect(answer.chatsContacts[0]).toEqual({ ...contactOf(LUCAS), chat: { id: first.id, unseenMsgs: 0, lastMessage: first.newMessageData } })
    expect(answer.contacts.map((contact) => contact.id)).not.toContain(LUCAS)
    expect(answer.contacts).toHaveLength(contacts.length - threads.length - 1)

    const second = await send(LUCAS, 'It times out over 500 rows.')
    expect(second).toEqual({ newMessageData: expect.objectContaining({ message: 'It times out over 500 rows.' }), id: first.id })
    expect('chat' in second).toBe(false)
    expect((await open(LUCAS)).chat!.chat.map((message) => message.message)).toEqual([first.newMessageData.message, second.newMessageData.message])
  })

  it('takes the contact as the whole object or just its id, and the open thread along', async () => {
    const whole: ChatContact = (await list()).chatsContacts.find((entry) => entry.id === MAYA)!
    await expectSuccess(sendChatMessage, { body: { obj: { message: 'Whole contact', contact: whole } } })
    await expectSuccess(sendChatMessage, { body: { obj: { message: 'Just the id', contact: { id: MAYA }, chat: { id: threadOf(MAYA).id } } } })
    expect((await messagesOf(MAYA)).slice(-2).map((message) => message.message)).toEqual(['Whole contact', 'Just the id'])
  })

  it('keeps the message as typed, line breaks and 2000 characters included', async () => {
    const long = `${'a'.repeat(1000)}\n${'b'.repeat(999)}`
    expect(long).toHaveLength(2000)
    expect((await send(MAYA, long)).newMessageData.message).toBe(long)
    expect((await send(MAYA, '  two\nlines  ')).newMessageData.message).toBe('  two\nlines  ')
  })

  it.each([
    ['empty', '', 'Write a message'],
    ['whitespace only', ' \n\t ', 'Write a message'],
    ['2001 characters', 'a'.repeat(2001), 'A message has at most 2000 characters'],
  ])('refuses a message that is %s (400 naming obj.message), and stores nothing', async (_name, message, error) => {
    const answer = await callEndpoint(sendChatMessage, { body: { obj: { message, contact: { id: MAYA } } } })
    expect(answer).toEqual({ status: 400, body: { error: { 'obj.message': [error] } } })
    expect(await messagesOf(MAYA)).toEqual(threadOf(MAYA).chat)
  })

  it('answers 404 for an unknown contact or the profile user, and stores nothing', async () => {
    const before = await list()
    expect(await callEndpoint(sendChatMessage, { body: { obj: { message: 'Hello', contact: { id: 999 } } } })).toEqual({
      status: 404,
      body: { error: 'No contact with id 999' },
    })
    expect((await callEndpoint(sendChatMessage, { body: { obj: { message: 'Hello', contact: { id: ME } } } })).status).toBe(404)
    expect(await list()).toEqual(before)
  })

  it('stamps a message after the last one of its thread even when the clock is behind it', async () => {
    await send(MAYA, 'First')
    vi.setSystemTime(T0 - 3_600_000) // a clock an hour behind (another tab's, say)
    const { newMessageData } = await send(MAYA, 'Second')
    expect(Date.parse(newMessageData.time)).toBe(T0 + 1)
  })
})

describe("the contact's reply", () => {
  const message = 'Can you share the rollout status?'
  // The user's message is the thread's 10th (index 9): what the reply is drawn from.
  const expected = plannedReply(TOMASZ, threadOf(TOMASZ).chat.length, message, 'online', T0)

  it('is one of the canned replies, 2 to 4 seconds later, drawn from the message (the same message, the same reply)', () => {
    expect(CANNED_REPLIES.length).toBeGreaterThanOrEqual(20)
    expect(CANNED_REPLIES).toContain(expected.message)
    expect(expected.dueAt - T0).toBeGreaterThanOrEqual(2_000)
    expect(expected.dueAt - T0).toBeLessThanOrEqual(4_000)
    expect(plannedReply(TOMASZ, 9, message, 'online', T0)).toEqual(expected)
    const others = ['Thanks', 'Ready?', 'Ship it', 'See you tomorrow', 'Any news?'].map((text) => plannedReply(TOMASZ, 9, text, 'online', T0))
    expect(new Set(others.map((reply) => reply.message)).size).toBeGreaterThan(1)
    expect(new Set(others.map((reply) => reply.dueAt)).size).toBeGreaterThan(1)
  })

  it('does not arrive before it is due', async () => {
    await send(TOMASZ, message)
    vi.setSystemTime(expected.dueAt - 1)
    const messages = await messagesOf(TOMASZ)
    expect(messages.at(-1)).toMatchObject({ message, senderId: ME, feedback: { isSent: true, isDelivered: true, isSeen: false } })
    expect((await list()).chatsContacts[0]!.chat.lastMessage.senderId).toBe(ME)
  })

  it('arrives once due, at the time it was due: the list shows it unseen (+1), and the user has been seen', async () => {
    await open(TOMASZ) // nothing unseen before
    await send(TOMASZ, message)
    vi.setSystemTime(expected.dueAt)
    const { chatsContacts } = await list()
    const reply = { message: expected.message, time: new Date(expected.dueAt).toISOString(), senderId: TOMASZ, feedback: { isSent: true, isDelivered: true, isSeen: true } }
    expect(chatsContacts[0]!.chat).toEqual({ id: threadOf(TOMASZ).id, unseenMsgs: 1, lastMessage: reply })

    const messages = await messagesOf(TOMASZ)
    expect(messages.at(-1)).toEqual(reply)
    expect(messages.at(-2)).toMatchObject({ message, feedback: { isSent: true, isDelivered: true, isSeen: true } })
    for (const mine of fromMe(messages)) expect(mine.feedback.isSeen).toBe(true)
    // Opening the thread read it; it arrives once only.
    later(60_000)
    expect((await list()).chatsContacts[0]!.chat.unseenMsgs).toBe(0)
    expect(await messagesOf(TOMASZ)).toEqual(messages)
  })

  it('arrives with whichever chat call reads the thread first: opening it, marking it read, writing in it', async () => {
    await send(TOMASZ, message)
    vi.setSystemTime(expected.dueAt + 10_000)
    const read = await expectSuccess(markChatRead, { body: { id: TOMASZ } })
    expect(read.chat.at(-1)).toMatchObject({ message: expected.message, senderId: TOMASZ })
    expect(read.unseenMsgs).toBe(0)

    await send(MAYA, 'Legend looks good now?')
    later(5_000)
    const next = await send(MAYA, 'Never mind, found it.')
    const messages = await messagesOf(MAYA)
    // The reply came in before the later message, which was written after it.
    expect(messages.slice(-3).map((m) => m.senderId)).toEqual([ME, MAYA, ME])
    expect(messages.at(-1)).toEqual(next.newMessageData)
  })

  it('answers a burst once', async () => {
    await send(TOMASZ, message)
    later(1_000)
    await send(TOMASZ, 'And the error rate?')
    later(10_000)
    const messages = await messagesOf(TOMASZ)
    expect(messages.slice(-3).map((m) => [m.senderId, m.message])).toEqual([
      [ME, message],
      [ME, 'And the error rate?'],
      [TOMASZ, expected.message],
    ])
    later(10_000)
    expect(await messagesOf(TOMASZ)).toHaveLength(messages.length)
  })

  it('is answered again to the next message after it', async () => {
    await send(TOMASZ, message)
    later(5_000)
    await send(TOMASZ, 'Great, thanks!')
    later(5_000)
    expect(fromMe(await messagesOf(TOMASZ)).length).toBe(fromMe(threadOf(TOMASZ).chat).length + 2)
    expect((await messagesOf(TOMASZ)).slice(-4).map((m) => m.senderId)).toEqual([ME, TOMASZ, ME, TOMASZ])
  })

  it('comes from an offline contact 30 to 60 seconds later, who comes back online; the messages are then delivered and seen', async () => {
    const { newMessageData } = await send(HANNAH, 'Are you back?')
    const due = plannedReply(HANNAH, threadOf(HANNAH).chat.length, 'Are you back?', 'offline', T0).dueAt
    expect(due - T0).toBeGreaterThanOrEqual(30_000)
    expect(due - T0).toBeLessThanOrEqual(60_000)
    expect(newMessageData.feedback.isDelivered).toBe(false)

    vi.setSystemTime(due - 1)
    expect((await open(HANNAH)).contact.status).toBe('offline')
    vi.setSystemTime(due)
    const { chat, contact } = await open(HANNAH)
    expect(contact.status).toBe('online')
    expect(chat!.chat.at(-1)!.senderId).toBe(HANNAH)
    for (const mine of fromMe(chat!.chat)) expect(mine.feedback).toEqual({ isSent: true, isDelivered: true, isSeen: true })
    // Online now: what the user writes next is delivered at once.
    expect((await send(HANNAH, 'Welcome back!')).newMessageData.feedback.isDelivered).toBe(true)
  })

  it('also answers the first message of a new thread', async () => {
    await send(ELLIOT, 'Hi Elliot, how did the customer call go?')
    later(60_000)
    const { chat, contact } = await open(ELLIOT)
    expect(chat!.chat.map((m) => m.senderId)).toEqual([ME, ELLIOT])
    expect(contact.status).toBe('online')
  })

  it('is kept with the thread: a reload finds it, and another tab holds it too', async () => {
    const store = memoryPersistence()
    await openDb(store)
    const otherTab = new MockDatabase()
    const { chatThreads: otherThreads } = otherTab.defineCollections({
      chatThreads: { row: 'chat', schema: ChatThreadRecord, seed: seedChatThreads, copy: copyChatThread },
    })
    await otherTab.open(store)
    try {
      await send(TOMASZ, message)
      await vi.waitFor(() => expect(otherThreads.get(threadOf(TOMASZ).id)!.pendingReply).toEqual(expected))

      await openDb(store) // a reload, before it is due
      vi.setSystemTime(expected.dueAt)
      expect((await messagesOf(TOMASZ)).at(-1)).toMatchObject({ message: expected.message, senderId: TOMASZ })
      await vi.waitFor(() => expect(otherThreads.get(threadOf(TOMASZ).id)!.chat.at(-1)!.message).toBe(expected.message))
      expect(otherThreads.get(threadOf(TOMASZ).id)!.pendingReply).toBeNull()
    } finally {
      otherTab.close()
    }
  })

  it('is never in an answer before it arrives', async () => {
    const first = await send(LUCAS, message)
    expect(first.chat).not.toHaveProperty('pendingReply')
    expect((await open(LUCAS)).chat).not.toHaveProperty('pendingReply')
    expect(await expectSuccess(markChatRead, { body: { id: LUCAS } })).not.toHaveProperty('pendingReply')
    expect(chatThreads.find((thread) => thread.userId === LUCAS)!.pendingReply).not.toBeNull()
  })
})

describe('POST /apps/chat/users/profile-user', () => {
  it('changes the status and about, merges the settings, answers the profile user and keeps it', async () => {
    const answer = await expectSuccess(updateChatProfileUser, { body: { status: 'busy', about: 'Heads down until the release.', settings: { isNotificationsOn: true } } })
    const expected = { ...profile, status: 'busy', about: 'Heads down until the release.', settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: true } }
    expect(answer).toEqual(expected)
    expect(await expectSuccess(chatProfileUser)).toEqual(expected)
    expect((await list()).profileUser).toEqual(expected)

    await expectSuccess(updateChatProfileUser, { body: { settings: { isTwoStepAuthVerificationEnabled: false } } })
    expect((await expectSuccess(chatProfileUser)).settings).toEqual({ isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true })
    await flushDb()
  })

  it('refuses an empty change, a status outside the list and an about over 500 characters', async () => {
    expect(await callEndpoint(updateChatProfileUser, { body: {} })).toEqual({ status: 400, body: { error: { body: ['Nothing to update'] } } })
    for (const wrong of [{ status: 'sleeping' }, { about: 'a'.repeat(501) }]) {
      const { status, body } = await callEndpoint(updateChatProfileUser, { body: wrong as never })
      expect(status).toBe(400)
      expect(Object.keys(errorOf(body) as object)).toEqual(Object.keys(wrong))
    }
    expect(await expectSuccess(chatProfileUser)).toEqual(profile)
  })
})

describe('the client role', () => {
  it.each([
    ['the list', () => callEndpoint(chatsAndContacts, {}, { as: 'client' })],
    ['the profile user', () => callEndpoint(chatProfileUser, {}, { as: 'client' })],
    ['a thread', () => callEndpoint(getChat, { query: { id: TOMASZ } }, { as: 'client' })],
  ])('may not read %s (403)', async (_name, call) => {
    expect(await call()).toEqual({ status: 403, body: { error: 'The client role may not read Chat' } })
  })

  it.each([
    ['send a message', () => callEndpoint(sendChatMessage, { body: { obj: { message: 'Hi', contact: { id: LUCAS } } } }, { as: 'client' })],
    ['change the profile user', () => callEndpoint(updateChatProfileUser, { body: { status: 'away' } }, { as: 'client' })],
    ['mark a thread read', () => callEndpoint(markChatRead, { body: { id: TOMASZ } }, { as: 'client' })],
  ])('may not %s (403), and nothing changes', async (_name, call) => {
    const before = await list()
    expect(await call()).toEqual({ status: 403, body: { error: 'The client role may not update Chat' } })
    expect(await list()).toEqual(before)
  })
})

describe('the scenarios', () => {
  it('large: ten times the contacts and threads, each copy of a thread with the copy of its contact', async () => {
    await resetDb('large')
    expect(chatContacts.all()).toHaveLength(contacts.length * 10)
    expect(chatThreads.all()).toHaveLength(threads.length * 10)
    for (const thread of chatThreads.all()) {
      const contact = chatContacts.require(thread.userId)
      for (const message of thread.chat) expect([ME, contact.id]).toContain(message.senderId)
    }
    const { chatsContacts, contacts: without } = await list()
    expect(chatsContacts).toHaveLength(threads.length * 10)
    expect(chatsContacts.slice(0, 6).map((entry) => entry.id)).toEqual([TOMASZ, MAYA, 3, 6, HANNAH, SOFIA])
    expect(without).toHaveLength((contacts.length - threads.length) * 10)
    expect(chatContacts.all().map((contact) => contact.id)).not.toContain(ME)
  })

  it('empty: no contacts and no threads, the profile user as ever', async () => {
    await resetDb('empty')
    expect(await list()).toEqual({ chatsContacts: [], contacts: [], profileUser: profile })
  })
})
