import type { Page } from '@playwright/test'
import { chatsAndContacts, getChat, sendChatMessage, updateChatProfileUser, type ChatListEntry } from '../src/api/contract/chat'
import { isCallOf, waitForCall } from './support/network'
import { expect, test } from './support/mock'
import { machineMs } from './support/time'

// The chat app against the mock back end: unseen counts, sending (at once, kept, first message to a
// contact), a contact's reply arriving while the chat is open, the profile user's status, a refused
// message sent again, and a draft kept per chat. Every test starts from a fresh browser profile, so from the seed, and
// each writes to its own contact.

/** Opens `path` and answers the chat list the screen was given. */
async function openChat(page: Page, path = '/apps/chat') {
  const list = waitForCall(page, chatsAndContacts)
  await page.goto(path)
  const answer = await list
  await expect(page.getByTestId('chat-app')).toBeVisible()
  return answer
}

const chatEntry = (page: Page, id: number) => page.getByTestId('chat-list').locator(`[data-contact-id="${id}"]`)
const contactEntry = (page: Page, id: number) => page.getByTestId('contact-list').locator(`[data-contact-id="${id}"]`)
const log = (page: Page) => page.getByRole('log')
const lastMessage = (page: Page) => page.getByTestId('message').last()
const navbarChat = (page: Page) => page.getByTestId('navbar-chat')
const unseenOf = (chats: ChatListEntry[]) => chats.reduce((total, chat) => total + chat.chat.unseenMsgs, 0)

/** Types a message and sends it with Enter. */
async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text)
  await page.keyboard.press('Enter')
}

test("an unread chat's badge clears on open, and the navbar's count falls with it", async ({ page }) => {
  const { chatsContacts } = await openChat(page)
  const sofia = chatsContacts.find((chat) => chat.id === 7)!
  expect(sofia.chat.unseenMsgs).toBe(3)
  const total = unseenOf(chatsContacts)
  await expect(chatEntry(page, 7).getByTestId('unseen-badge')).toContainText('3 unread messages')
  await expect(navbarChat(page)).toHaveAttribute('aria-label', `Chat: ${total} unread messages`)

  const opened = waitForCall(page, getChat, { query: { id: '7' } })
  await chatEntry(page, 7).getByRole('link').click()
  expect((await opened).chat?.unseenMsgs).toBe(0)
  await expect(page).toHaveURL(/\/apps\/chat\/7$/)
  await expect(chatEntry(page, 7).getByRole('link')).toHaveAttribute('aria-current', 'page')
  await expect(chatEntry(page, 7).getByTestId('unseen-badge')).toHaveCount(0)
  await expect(navbarChat(page)).toHaveAttribute('aria-label', `Chat: ${total - 3} unread messages`)
  await expect(log(page)).toContainText(sofia.chat.lastMessage.message)

  // The back end keeps it read: with no chat open, the list still shows no badge.
  const { chatsContacts: after } = await openChat(page)
  expect(after.find((chat) => chat.id === 7)!.chat.unseenMsgs).toBe(0)
  await expect(chatEntry(page, 7).getByTestId('unseen-badge')).toHaveCount(0)
  await expect(chatEntry(page, 4).getByTestId('unseen-badge')).toContainText('2 unread messages')
})

test("a sent message shows at once, stays after a reload and becomes the chat's last message", async ({ page, mock }) => {
  // Hannah is offline: her answer comes half a minute later or more (src/mocks/handlers/chatReplies.ts), long
  // after this test, so the list's last message stays the one sent. An online contact answers within seconds,
  // and on a slow machine that answer came before the list was read.
  await openChat(page, '/apps/chat/5')
  await expect(log(page)).toBeVisible()
  // The answer waits, so what shows before it is the screen's own doing.
  await mock.latency(1_500, sendChatMessage)
  const text = 'Moved the legend below the chart on small screens.'
  const answered = page.waitForResponse(isCallOf(sendChatMessage))
  await send(page, text)
  await expect(lastMessage(page)).toContainText(text)
  await expect(lastMessage(page)).toHaveAttribute('data-delivery', 'sending')
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('')

  expect((await answered).status()).toBe(201)
  // Sent, not delivered: an offline contact's devices have not received it yet (delivered: the reply's test below).
  await expect(lastMessage(page)).toHaveAttribute('data-delivery', 'sent')
  await expect(chatEntry(page, 5)).toContainText(text)
  await expect(page.getByTestId('chat-list').locator('[data-contact-id]').first()).toHaveAttribute('data-contact-id', '5')

  await page.reload()
  await expect(log(page).getByText(text)).toBeVisible()
  await expect(chatEntry(page, 5)).toContainText(text)
})

test('messaging a contact without a chat moves them into the chats', async ({ page }) => {
  await openChat(page)
  await expect(chatEntry(page, 10)).toHaveCount(0)
  // The search filters both lists on the spot, and is kept in the address.
  await page.getByRole('searchbox', { name: 'Search chats and contacts' }).fill('rafa')
  await expect(page).toHaveURL(/[?&]q=rafa\b/)
  await expect(page.getByText('No chats match “rafa”')).toBeVisible()
  await expect(page.getByTestId('contact-list').locator('[data-contact-id]')).toHaveCount(1)
  await contactEntry(page, 10).getByRole('link').click()
  await expect(page).toHaveURL(/\/apps\/chat\/10\?q=rafa$/)
  await expect(page.getByTestId('empty-thread')).toHaveText('No messages yet. Say hello to Rafael Costa!')

  const answered = waitForCall(page, sendChatMessage)
  await send(page, 'Hi Rafael, welcome to the team!')
  expect((await answered).chat?.userId).toBe(10)
  await expect(chatEntry(page, 10)).toContainText('Hi Rafael, welcome to the team!')
  await expect(chatEntry(page, 10).getByRole('link')).toHaveAttribute('aria-current', 'page')
  await expect(contactEntry(page, 10)).toHaveCount(0)
})

test("the contact's reply arrives while the chat is open", async ({ page }) => {
  // The way older links name a chat: /apps/chat?id=6 opens /apps/chat/6.
  await openChat(page, '/apps/chat?id=6')
  await expect(page).toHaveURL(/\/apps\/chat\/6$/)
  await expect(log(page)).toBeVisible()
  await send(page, 'Could you share the churn numbers for May?')
  await expect(lastMessage(page)).toHaveAttribute('data-delivery', 'delivered')

  // Daniel is online: he answers within seconds, and the open chat's polling brings it.
  const reply = page.getByTestId('message-group').last()
  await expect(reply).toHaveAttribute('data-sender', 'contact', { timeout: machineMs(15_000) })
  const replyText = (await reply.getByTestId('message-text').last().textContent())!
  expect(replyText).not.toBe('')
  // He has read the question, and the chat is open: nothing unseen, the reply as its last message.
  await expect(page.getByTestId('message-group').nth(-2).getByTestId('message').last()).toHaveAttribute('data-delivery', 'seen')
  await expect(chatEntry(page, 6)).toContainText(replyText)
  await expect(chatEntry(page, 6)).toHaveAttribute('data-unseen', '0')
})

test("the profile user's status is saved and kept after a reload", async ({ page }) => {
  await openChat(page)
  const profile = page.getByTestId('profile-button')
  await expect(profile).toHaveAttribute('aria-label', 'Your profile and status: Online')
  await profile.click()
  const panel = page.getByRole('dialog', { name: 'Your profile' })
  const saved = page.waitForResponse(isCallOf(updateChatProfileUser))
  // The choice shows once the save has started (the cache's optimistic write): click, then wait to see it checked.
  await panel.getByRole('radio', { name: 'Busy' }).click()
  expect((await saved).request().postDataJSON()).toEqual({ status: 'busy' })
  await expect(panel.getByRole('radio', { name: 'Busy' })).toBeChecked()
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(profile).toHaveAttribute('aria-label', 'Your profile and status: Busy')

  await page.reload()
  await expect(page.getByTestId('profile-button')).toHaveAttribute('data-status', 'busy')
  await expect(page.getByTestId('profile-button')).toHaveAttribute('aria-label', 'Your profile and status: Busy')
})

test('a refused message keeps a retry mark, and Retry sends it', async ({ page, mock }) => {
  await openChat(page, '/apps/chat/3')
  await expect(log(page)).toBeVisible()
  await mock.fail(sendChatMessage, { status: 500, times: 1 })
  const text = 'The progress bar now shows the step names.'
  const refused = page.waitForResponse(isCallOf(sendChatMessage))
  await send(page, text)
  expect((await refused).status()).toBe(500)
  await expect(lastMessage(page)).toHaveAttribute('data-delivery', 'failed')
  await expect(lastMessage(page).getByRole('img', { name: 'Not sent' })).toBeVisible()
  await expect(page.getByText('Your message could not be sent. Use Retry to send it again.')).toBeVisible()

  const sent = page.waitForResponse(isCallOf(sendChatMessage))
  await lastMessage(page).getByRole('button', { name: 'Retry' }).click()
  expect((await sent).status()).toBe(201)
  await expect(lastMessage(page)).toHaveAttribute('data-delivery', 'delivered')
  await expect(page.getByTestId('send-failed')).toHaveCount(0)
  await expect(log(page).getByText(text)).toHaveCount(1)
  await expect(chatEntry(page, 3)).toContainText(text)
})

test('a message left unsent stays with its chat: another chat and back finds it, and sending clears it', async ({ page }) => {
  await openChat(page, '/apps/chat/5')
  // The field of the chat with a contact: the composer is made anew for each chat.
  const fieldTo = (name: string) => page.getByRole('form', { name: `Write to ${name}` }).getByRole('textbox', { name: 'Message' })
  const draft = 'About the onboarding survey: could we'
  await fieldTo('Hannah Becker').fill(draft)

  await chatEntry(page, 4).getByRole('link').click()
  await expect(page).toHaveURL(/\/apps\/chat\/4$/)
  await expect(fieldTo('Tomasz Nowak')).toHaveValue('')
  await fieldTo('Tomasz Nowak').fill('Only for this chat')

  await chatEntry(page, 5).getByRole('link').click()
  await expect(fieldTo('Hannah Becker')).toHaveValue(draft)
  await expect(page.getByTestId('message-counter')).toHaveText(`${draft.length} / 2,000`)

  const sent = waitForCall(page, sendChatMessage)
  await fieldTo('Hannah Becker').press('End')
  await fieldTo('Hannah Becker').pressSequentially(' move it to Friday?')
  await fieldTo('Hannah Becker').press('Enter')
  expect((await sent).newMessageData.message).toBe(`${draft} move it to Friday?`)
  await expect(fieldTo('Hannah Becker')).toHaveValue('')

  // Sent, its draft is gone; the other chat's is still there.
  await chatEntry(page, 4).getByRole('link').click()
  await expect(fieldTo('Tomasz Nowak')).toHaveValue('Only for this chat')
  await chatEntry(page, 5).getByRole('link').click()
  await expect(fieldTo('Hannah Becker')).toHaveValue('')
})
