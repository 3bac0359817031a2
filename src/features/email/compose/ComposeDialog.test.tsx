import { act, fireEvent, screen } from '@testing-library/react'
import type { Editor } from '@tiptap/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api'
import type { Email } from '@/api/contract'
import { renderInEnglish } from '@/test/render'
import { ComposeDialog } from './ComposeDialog'
import { saveComposedDraft, sendComposed } from './composeRequests'
import type { ComposeRequest } from './composeTypes'

vi.mock('./composeRequests', () => ({ sendComposed: vi.fn(), saveComposedDraft: vi.fn() }))
vi.mock('@/components/toast', () => ({ showToast: vi.fn() }))

beforeEach(() => {
  vi.mocked(sendComposed).mockResolvedValue({ id: 1 } as Email)
  vi.mocked(saveComposedDraft).mockResolvedValue({ id: 7 } as Email)
})

function renderDialog(request: ComposeRequest = { mode: 'new' }) {
  const onClose = vi.fn()
  renderInEnglish(<ComposeDialog request={request} onClose={onClose} />, { withQueries: true })
  return { onClose }
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' })
const type = (label: string, value: string) => act(async () => fireEvent.change(field(label), { target: { value } }))
const click = (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('button', { name })))
// Its tooltip names the shortcut too: "Send (Ctrl Enter)".
const SEND = /^Send\b/
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
const descriptionOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent
/** Tiptap keeps its editor on the editable element. */
const writeMessage = (html: string) =>
  act(async () => void (screen.getByRole('textbox', { name: 'Message' }) as HTMLElement & { editor: Editor }).editor.commands.setContent(html, { emitUpdate: true }))

const mail = {
  id: 3,
  from: { name: 'Ada', email: 'ada@example.com', avatar: '' },
  to: [],
  cc: [],
  bcc: [],
  subject: 'Plans',
  message: '<p>Shall we?</p>',
  replies: [],
  time: '2024-01-01T10:00:00.000Z',
  attachments: [],
} as unknown as Email

describe('ComposeDialog', () => {
  it('is a window named by its title, beside the page rather than modal, that says how F6 leaves it', () => {
    renderDialog({ mode: 'reply', email: mail })
    const dialog = screen.getByRole('dialog', { name: 'Reply' })
    expect(dialog.getAttribute('aria-modal')).toBeNull()
    expect(descriptionOf(dialog)).toBe('F6 moves between this window and the page')
    expect(dialog.getAttribute('aria-keyshortcuts')).toBe('F6')
  })

  it('closes on Escape when nothing was written, and only minimises when something was', async () => {
    const { onClose } = renderDialog()
    await act(async () => fireEvent.keyDown(field('To'), { key: 'Escape' }))
    expect(onClose).toHaveBeenCalledOnce()

    await type('Subject', 'Half a thought')
    await act(async () => fireEvent.keyDown(field('Subject'), { key: 'Escape' }))
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.getByRole('dialog', { name: 'Half a thought' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Restore' })).toBeTruthy()
  })

  it('takes Escape in the message too, which the editor marks as handled', async () => {
    const { onClose } = renderDialog({ mode: 'reply', email: mail })
    const message = screen.getByRole('textbox', { name: 'Message' })
    const escape = new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27, bubbles: true, cancelable: true })
    await act(async () => void message.dispatchEvent(escape))
    expect(escape.defaultPrevented).toBe(true)
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('asks for a recipient and some text only once the user tries to send', async () => {
    renderDialog()
    expect(screen.queryByText('Add at least one recipient')).toBeNull()
    await click(SEND)
    expect(descriptionOf(field('To'))).toBe('Add at least one recipient')
    expect(screen.getByText('Write a subject or a message')).toBeTruthy()
    expect(sendComposed).not.toHaveBeenCalled()

    // Writing a subject settles the message's error at once.
    await type('Subject', 'Plans')
    expect(screen.queryByText('Write a subject or a message')).toBeNull()
  })

  it('names an address that is not one as soon as it is a chip, and saves no draft with it', async () => {
    renderDialog()
    await type('To', 'not-an-address,')
    expect(descriptionOf(field('To'))).toBe('Not a valid email address: not-an-address')
    expect(field('To').getAttribute('aria-invalid')).toBe('true')

    await click('Save draft')
    expect(saveComposedDraft).not.toHaveBeenCalled()
  })

  it('sends with Ctrl+Enter, counting an address still being typed, and closes', async () => {
    const { onClose } = renderDialog()
    await type('To', 'grace@example.com')
    await type('Subject', 'Hello')
    await act(async () => fireEvent.keyDown(field('Subject'), { key: 'Enter', ctrlKey: true }))
    await settle()
    expect(sendComposed).toHaveBeenCalledWith(
      { mode: 'new' },
      expect.objectContaining({ to: ['grace@example.com'], cc: [], subject: 'Hello', attachments: [] }),
      null,
    )
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('shows the back end\'s refusal under the field it names, and the rest in an alert', async () => {
    vi.mocked(sendComposed).mockRejectedValueOnce(new ApiError('POST /apps/email/send', 400, { error: { 'to.0.email': ['Invalid email address'] } }))
    const { onClose } = renderDialog()
    await type('To', 'grace@example.com,')
    await type('Subject', 'Hello')
    await click(SEND)
    await settle()
    expect(descriptionOf(field('To'))).toBe('Invalid email address')
    expect(onClose).not.toHaveBeenCalled()

    vi.mocked(sendComposed).mockRejectedValueOnce(new ApiError('POST /apps/email/send', 404, { error: 'Not found' }))
    await click(SEND)
    await settle()
    expect(screen.getByRole('alert').textContent).toContain('The mail or draft this refers to no longer exists.')
  })

  it('saves a draft, after which closing asks nothing; a later change asks first', async () => {
    const { onClose } = renderDialog()
    await type('Subject', 'Offer')
    await click('Save draft')
    await settle()
    expect(saveComposedDraft).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Offer' }), null)
    await click('Close')
    expect(onClose).toHaveBeenCalledOnce()

    await type('Subject', 'Offer, revised')
    await click('Close')
    expect(screen.getByRole('dialog', { name: 'Discard this message?' })).toBeTruthy()
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('sends a reply to the thread, and needs a message for it', async () => {
    renderDialog({ mode: 'reply', email: mail })
    expect(field('Subject').value).toBe('Re: Plans')
    await click(SEND)
    expect(screen.getByText('Write a reply before sending')).toBeTruthy()

    await writeMessage('<p>Yes.</p>')
    expect(screen.queryByText('Write a reply before sending')).toBeNull()
    await click(SEND)
    await settle()
    expect(sendComposed).toHaveBeenCalledWith(
      { mode: 'reply', email: mail },
      expect.objectContaining({ to: ['Ada <ada@example.com>'], message: '<p>Yes.</p>' }),
      null,
    )
  })
})
