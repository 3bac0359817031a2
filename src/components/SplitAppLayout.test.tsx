import { useState, type ReactElement } from 'react'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTheme, ThemeProvider } from '@mui/material/styles'
import { describe, expect, it, vi } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { SplitAppLayout, useSplitAppSidebar, type SplitAppLayoutProps } from './SplitAppLayout'

// The test window is 1024 px wide: above `md` with MUI's breakpoints, below it with these.
const wideTheme = createTheme()
const narrowTheme = createTheme({ breakpoints: { values: { xs: 0, sm: 600, md: 4000, lg: 5000, xl: 6000 } } })

/** The main pane's toolbar, as a caller writes it: the button only when the sidebar is a drawer. */
function Toolbar() {
  const sidebar = useSplitAppSidebar()
  return sidebar.collapsed ? (
    <button type="button" aria-label="Open folders" {...sidebar.buttonProps}>
      ☰
    </button>
  ) : null
}

/** Sidebar content whose link closes the drawer, as a folder link does. */
function Folders() {
  const { closeSidebar } = useSplitAppSidebar()
  return (
    <button type="button" onClick={closeSidebar}>
      Inbox
    </button>
  )
}

function renderLayout({ narrow = false, ...props }: Partial<SplitAppLayoutProps> & { narrow?: boolean } = {}) {
  const ui = (extra: Partial<SplitAppLayoutProps>): ReactElement => (
    <ThemeProvider theme={narrow ? narrowTheme : wideTheme}>
      <SplitAppLayout sidebarLabel="Folders" detailLabel="Mail" sidebar={<Folders />} {...props} {...extra}>
        <Toolbar />
        <p>The list</p>
      </SplitAppLayout>
    </ThemeProvider>
  )
  const result = renderInEnglish(ui({}))
  return { ...result, rerender: (extra: Partial<SplitAppLayoutProps>) => result.rerender(ui(extra)) }
}

const sidebar = () => screen.queryByRole('navigation', { name: 'Folders' })

describe('SplitAppLayout', () => {
  it('shows the sidebar as a named landmark beside the main pane, and the detail over it', () => {
    renderLayout({ detail: <article>The mail</article>, 'data-testid': 'app' })
    expect(sidebar()!.contains(screen.getByRole('button', { name: 'Inbox' }))).toBe(true)
    expect(screen.getByText('The list')).toBeTruthy()
    expect(screen.getByRole('article').textContent).toBe('The mail')
    expect(screen.getByTestId('app').contains(screen.getByRole('article'))).toBe(true)
    // Wide, there is no drawer to open.
    expect(screen.queryByRole('button', { name: 'Open folders' })).toBeNull()
  })

  it('makes the sidebar a complementary landmark when asked', () => {
    renderLayout({ sidebarRole: 'complementary' })
    expect(sidebar()).toBeNull()
    expect(screen.getByRole('complementary', { name: 'Folders' })).toBeTruthy()
  })

  it('shows the detail only while it is open', () => {
    const { rerender } = renderLayout()
    expect(screen.queryByRole('article')).toBeNull()
    rerender({ detail: <article>The mail</article>, detailOpen: false })
    expect(screen.queryByRole('article')).toBeNull()
    rerender({ detail: <article>The mail</article>, detailOpen: true })
    expect(screen.getByRole('article')).toBeTruthy()
    rerender({ detail: false })
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('below md, hides the sidebar until its button opens it; Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup()
    renderLayout({ narrow: true })
    expect(sidebar()).toBeNull()
    const button = screen.getByRole('button', { name: 'Open folders' })
    expect(button.getAttribute('aria-expanded')).toBe('false')

    await user.click(button)
    expect(sidebar()).toBeTruthy()
    expect(button.getAttribute('aria-expanded')).toBe('true')
    // The drawer is a dialog named like the sidebar, and takes the focus.
    expect(screen.getByRole('dialog', { name: 'Folders' })).toBeTruthy()
    await waitFor(() => expect(sidebar()!.closest('.MuiDrawer-paper')!.contains(document.activeElement)).toBe(true))

    await user.keyboard('{Escape}')
    await waitFor(() => expect(sidebar()).toBeNull())
    expect(document.activeElement).toBe(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('below md, a choice in the sidebar closes it and gives the focus back, even to a button the click did not focus', async () => {
    renderLayout({ narrow: true })
    const button = screen.getByRole('button', { name: 'Open folders' })
    // fireEvent clicks without moving the focus, as Safari does.
    fireEvent.click(button)
    expect(sidebar()).toBeTruthy()
    await waitFor(() => expect(document.activeElement).not.toBe(document.body))

    fireEvent.click(screen.getByRole('button', { name: 'Inbox' }))
    await waitFor(() => expect(sidebar()).toBeNull())
    expect(document.activeElement).toBe(button)
  })

  it('below md, the detail is a drawer that Escape asks to close', async () => {
    const onDetailClose = vi.fn()
    renderLayout({ narrow: true, detail: <article>The mail</article>, onDetailClose })
    const article = screen.getByRole('article')
    expect(article.closest('.MuiDrawer-paper')).toBe(screen.getByRole('dialog', { name: 'Mail' }))
    fireEvent.keyDown(article, { key: 'Escape' })
    expect(onDetailClose).toHaveBeenCalledOnce()
  })

  it('with a detail width, shows the detail as a panel of that width at the main pane\'s end, and a drawer as wide below md', () => {
    const { unmount } = renderLayout({ detail: <aside aria-label="Profile">The profile</aside>, detailWidth: 320 })
    const panel = screen.getByRole('complementary', { name: 'Profile' }).parentElement!
    expect(getComputedStyle(panel).width).toBe('320px')
    expect(getComputedStyle(panel).insetInlineEnd).toBe('0')
    // The main pane stays: the panel covers only its end.
    expect(screen.getByText('The list')).toBeTruthy()
    unmount()
    renderLayout({ narrow: true, detail: <aside aria-label="Profile">The profile</aside>, detailWidth: 320 })
    const drawer = getComputedStyle(screen.getByRole('dialog', { name: 'Mail' }))
    expect([drawer.width, drawer.maxWidth]).toEqual(['320px', '100%'])
  })

  it('leaves the open state to the caller when it keeps it', async () => {
    const onSidebarOpenChange = vi.fn()
    function Controlled() {
      const [open, setOpen] = useState(false)
      return (
        <ThemeProvider theme={narrowTheme}>
          <button type="button" onClick={() => setOpen(true)}>
            Open from outside
          </button>
          <SplitAppLayout
            sidebarLabel="Folders"
            detailLabel="Mail"
            sidebar={<Folders />}
            sidebarOpen={open}
            onSidebarOpenChange={(next) => {
              onSidebarOpenChange(next)
              setOpen(next)
            }}
          >
            <Toolbar />
          </SplitAppLayout>
        </ThemeProvider>
      )
    }
    renderInEnglish(<Controlled />)
    const outside = screen.getByRole('button', { name: 'Open from outside' })
    act(() => outside.focus())
    fireEvent.click(outside)
    expect(sidebar()).toBeTruthy()
    expect(onSidebarOpenChange).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Inbox' }))
    expect(onSidebarOpenChange).toHaveBeenCalledWith(false)
    await waitFor(() => expect(sidebar()).toBeNull())
    // What had the focus when it opened gets it back.
    expect(document.activeElement).toBe(outside)
  })
})
