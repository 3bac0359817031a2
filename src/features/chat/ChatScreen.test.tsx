import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { chatsAndContacts, getChat, sendChatMessage } from '@/api/contract/chat'
import { reportMutationErrors } from '@/api/queryClient'
import { showToast } from '@/components/toast'
import { configureMock } from '@/mocks/settings'
import { renderInEnglish } from '@/test/render'
import { setupSignedInBackend } from '@/test/signedIn'
import { ChatScreen } from './ChatScreen'

vi.mock('@/components/toast', () => ({ showToast: vi.fn() }))
vi.setConfig({ testTimeout: 20_000 })

setupSignedInBackend('admin')
// As the app's DataProvider does: a refused change says so in a toast.
reportMutationErrors((message) => showToast(message, { variant: 'error' }))
beforeEach(() => vi.mocked(showToast).mockClear())

/** The chat app with a contact's chat open, as the only route of a router (its links need one). */
async function openChat(contactId?: number) {
  const element = <ChatScreen contactId={contactId} search={{ q: '' }} onSearchChange={() => {}} />
  const router = createRouter({ routeTree: createRootRoute({ component: () => element }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />, { withQueries: true })
  })
}

const chatEntry = async (contactId: number) => (await screen.findByTestId('chat-list')).querySelector<HTMLElement>(`[data-contact-id="${contactId}"]`)!
const input = () => screen.getByRole('textbox', { name: 'Message' })
const bubbles = () => screen.queryAllByTestId('message')

async function type(text: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Message' }), { target: { value: text } })
}

describe('the chat screen', () => {
  it('lists the chats with their unseen counts, and opening one clears its count', async () => {
    await openChat(7)
    const other = await chatEntry(4)
    await waitFor(() => expect(other.getAttribute('data-unseen')).toBe('2'))
    expect(within(other).getByTestId('unseen-badge').textContent).toContain('2 unread messages')
    // The open chat shows nothing unseen, and its thread is on screen.
    const open = await chatEntry(7)
    expect(open.getAttribute('data-unseen')).toBe('0')
    expect(within(open).getByRole('link').getAttribute('aria-current')).toBe('page')
    await screen.findByRole('log', { name: 'Messages with Sofia Marques' })
    expect(bubbles().length).toBeGreaterThan(0)
    // The contacts without a chat are listed apart.
    expect(within(screen.getByTestId('contact-list')).getByText('Rafael Costa')).toBeTruthy()
  })

  it('sends with Enter, shows the message at once and then as the back end has it; Shift+Enter starts a new line', async () => {
    await openChat(1)
    await screen.findByRole('log', { name: 'Messages with Maya Okafor' })
    const before = bubbles().length
    await type('First line')
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true })
    expect(bubbles()).toHaveLength(before)

    await type('Moving the legend now: https://example.com/pr/12')
    fireEvent.keyDown(input(), { key: 'Enter' })
    // At once, before any answer: the bubble, and an empty field.
    expect(bubbles()).toHaveLength(before + 1)
    expect((input() as HTMLTextAreaElement).value).toBe('')
    const sent = bubbles().at(-1)!
    expect(sent.getAttribute('data-delivery')).toBe('sending')
    expect(within(sent).getByRole('img', { name: 'Sending' })).toBeTruthy()
    const link = within(sent).getByRole('link', { name: 'https://example.com/pr/12' })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')

    // Then the back end's copy: delivered (Maya is online), and the chat's last message in the list.
    await waitFor(() => expect(bubbles().at(-1)!.getAttribute('data-delivery')).toBe('delivered'))
    expect(within(bubbles().at(-1)!).getByRole('img', { name: 'Delivered' })).toBeTruthy()
    expect(bubbles()).toHaveLength(before + 1)
    const listed = await chatEntry(1)
    expect(listed.textContent).toContain('Moving the legend now')
    // It went to the top of the list.
    expect((await screen.findByTestId('chat-list')).querySelector('[data-contact-id]')!.getAttribute('data-contact-id')).toBe('1')
  })

  it('keeps a refused message with a retry mark, and Retry sends it', async () => {
    configureMock({ failures: { [sendChatMessage.id]: { status: 500, times: 1 } } })
    await openChat(6)
    await screen.findByRole('log', { name: 'Messages with Daniel Osei' })
    const before = bubbles().length
    await type('Is the churn report ready?')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))

    await waitFor(() => expect(bubbles().at(-1)!.getAttribute('data-delivery')).toBe('failed'))
    const failed = bubbles().at(-1)!
    expect(within(failed).getByRole('img', { name: 'Not sent' })).toBeTruthy()
    expect(vi.mocked(showToast)).toHaveBeenCalledWith('Your message could not be sent. Use Retry to send it again.', { variant: 'error' })

    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(bubbles().at(-1)!.getAttribute('data-delivery')).toBe('delivered'))
    // Sent once: one bubble with the text, no mark left.
    expect(bubbles()).toHaveLength(before + 1)
    expect(within(screen.getByRole('log')).getAllByText('Is the churn report ready?')).toHaveLength(1)
    expect(screen.queryByTestId('send-failed')).toBeNull()
  })

  it('moves a contact into the chats with the first message', async () => {
    await openChat(10)
    await screen.findByText('No messages yet. Say hello to Rafael Costa!')
    expect(within(screen.getByTestId('contact-list')).getByText('Rafael Costa')).toBeTruthy()
    await type('Hi Rafael!')
    fireEvent.keyDown(input(), { key: 'Enter' })
    await waitFor(async () => expect((await chatEntry(10))?.textContent).toContain('Hi Rafael!'))
    expect(within(screen.getByTestId('contact-list')).queryByText('Rafael Costa')).toBeNull()
    await waitFor(() => expect(bubbles().at(-1)!.getAttribute('data-delivery')).toBe('delivered'))
  })

  it('counts the characters and refuses a message over the limit', async () => {
    await openChat(1)
    await type('Hello')
    expect(screen.getByTestId('message-counter').textContent).toBe('5 / 2,000')
    await type('x'.repeat(2001))
    expect(screen.getByTestId('message-counter').textContent).toContain('2,001 / 2,000 · 1 character too many')
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true)
    const before = bubbles().length
    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(bubbles()).toHaveLength(before)
  })

  it('shows a failed load with a Retry that loads it', async () => {
    configureMock({ failures: { [chatsAndContacts.id]: { status: 500, times: 1 }, [getChat.id]: { status: 500, times: 1 } } })
    await openChat(4)
    const sidebarError = await screen.findByText('Chats could not be loaded')
    const threadError = await screen.findByText('The chat could not be loaded')
    fireEvent.click(within(sidebarError.closest('[role="alert"]')!).getByRole('button', { name: 'Retry' }))
    await screen.findByTestId('chat-list')
    fireEvent.click(within(threadError.closest('[role="alert"]')!).getByRole('button', { name: 'Retry' }))
    await screen.findByRole('log', { name: 'Messages with Tomasz Nowak' })
  })

  it('asks to start a conversation before a chat is chosen', async () => {
    await openChat()
    expect(await screen.findByRole('button', { name: 'Start a conversation' })).toBeTruthy()
    expect(screen.queryByTestId('conversation')).toBeNull()
  })
})
