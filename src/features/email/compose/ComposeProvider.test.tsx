import { useState } from 'react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Email } from '@/api/contract'
import { renderInEnglish } from '@/test/render'
import { ComposeProvider, useCompose } from './ComposeProvider'
import { sendComposed } from './composeRequests'

vi.mock('./composeRequests', () => ({ sendComposed: vi.fn(), saveComposedDraft: vi.fn() }))
vi.mock('@/components/toast', () => ({ showToast: vi.fn() }))

// The dialog loads on first use: load it once here, so no test waits on it.
beforeAll(() => import('./ComposeDialog'))
beforeEach(() => {
  vi.mocked(sendComposed).mockResolvedValue({ id: 1 } as Email)
})

/** The mail screen in small: its heading, the Compose button, and an entry that goes once chosen (as a palette's does). */
function MailScreen() {
  const { openCompose } = useCompose()
  const [paletteOpen, setPaletteOpen] = useState(true)
  return (
    <main>
      <h1>Email</h1>
      <button onClick={() => openCompose({ mode: 'new' })}>Compose</button>
      <button>Refresh</button>
      {paletteOpen && (
        <button
          onClick={() => {
            setPaletteOpen(false)
            openCompose({ mode: 'new', to: ['ada@example.com'] })
          }}
        >
          Write to Ada
        </button>
      )}
    </main>
  )
}

function renderScreen() {
  const user = userEvent.setup()
  renderInEnglish(
    <ComposeProvider>
      <MailScreen />
    </ComposeProvider>,
    { withQueries: true },
  )
  return { user, compose: screen.getByRole('button', { name: 'Compose' }) }
}

const focused = () => document.activeElement
const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText<HTMLInputElement>(label, { selector: 'input' })

/** Opens the window with `button`; it opens with the focus in To, or in the message when the recipient is given. */
async function openWith(user: ReturnType<typeof userEvent.setup>, button: HTMLElement, recipientGiven = false) {
  await user.click(button)
  const dialog = await screen.findByRole('dialog', { name: 'New message' })
  const first = recipientGiven ? within(dialog).getByRole('textbox', { name: 'Message' }) : input(dialog, 'To')
  await waitFor(() => expect(focused()).toBe(first))
  return dialog
}

describe('ComposeProvider', () => {
  it('gives the focus back to the Compose button after Escape, Close and sending', async () => {
    const { user, compose } = renderScreen()
    await openWith(user, compose)
    // Nothing written: Escape closes.
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(focused()).toBe(compose)

    let dialog = await openWith(user, compose)
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(focused()).toBe(compose)

    dialog = await openWith(user, compose)
    await user.keyboard('grace@example.com')
    await user.click(input(dialog, 'Subject'))
    await user.keyboard('Hello{Control>}{Enter}{/Control}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sendComposed).toHaveBeenCalledOnce()
    expect(focused()).toBe(compose)
  })

  it('after discarding, gives the focus back too', async () => {
    const { user, compose } = renderScreen()
    const dialog = await openWith(user, compose)
    await user.keyboard('Half a thought')
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }))
    const confirm = screen.getByRole('dialog', { name: 'Discard this message?' })
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(focused()).toBe(compose)
  })

  it('Escape keeps what was written: the window shrinks to its bar, and Compose brings the same mail back', async () => {
    const { user, compose } = renderScreen()
    const dialog = await openWith(user, compose)
    await user.click(input(dialog, 'Subject'))
    await user.keyboard('Plans')
    await user.keyboard('{Escape}')
    expect(focused()).toBe(compose)
    // Minimised: named after its subject, its fields hidden.
    expect(screen.getByRole('dialog', { name: 'Plans' })).toBe(dialog)
    expect(within(dialog).getByRole('button', { name: 'Restore' })).toBeTruthy()

    await user.click(compose)
    await waitFor(() => expect(focused()).toBe(input(dialog, 'Subject')))
    expect(screen.getByRole('dialog', { name: 'New message' })).toBe(dialog)
    expect(input(dialog, 'Subject').value).toBe('Plans')
  })

  it('gives the focus to the page heading when what opened the window is gone', async () => {
    const { user } = renderScreen()
    const dialog = await openWith(user, screen.getByRole('button', { name: 'Write to Ada' }), true)
    expect(screen.queryByRole('button', { name: 'Write to Ada' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(focused()).toBe(screen.getByRole('heading', { name: 'Email' }))
  })

  it('F6 moves between the window and the page, back to where the focus was on each side', async () => {
    const { user, compose } = renderScreen()
    const dialog = await openWith(user, compose)
    await user.click(input(dialog, 'Subject'))
    await user.keyboard('{F6}')
    expect(focused()).toBe(compose)
    await user.tab()
    expect(focused()).toBe(screen.getByRole('button', { name: 'Refresh' }))
    await user.keyboard('{F6}')
    expect(focused()).toBe(input(dialog, 'Subject'))
    await user.keyboard('{Shift>}{F6}{/Shift}')
    expect(focused()).toBe(screen.getByRole('button', { name: 'Refresh' }))
  })

  it('Tab goes round the window instead of leaving it', async () => {
    const { user, compose } = renderScreen()
    const dialog = await openWith(user, compose)
    const discard = within(dialog).getByRole('button', { name: 'Discard' })
    discard.focus()
    await user.tab()
    expect(dialog.contains(focused())).toBe(true)
    expect(focused()).toBe(within(dialog).getByRole('button', { name: 'New message' }))
    await user.tab({ shift: true })
    expect(focused()).toBe(discard)
  })
})
