import type { ReactElement } from 'react'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { RowActionsMenu } from './RowActionsMenu'

/** The menu as the only route of a router (its links need one). */
async function show(element: ReactElement) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => element }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />)
  })
  return router
}

function renderMenu() {
  const onDelete = vi.fn()
  const onArchive = vi.fn()
  const shown = show(
    <RowActionsMenu
      label="Actions for Galen Slixby"
      actions={[
        { label: 'Edit', icon: <EditOutlined />, to: '/apps/user/edit/7' },
        { label: 'Archive', icon: <ArchiveOutlined />, disabled: true, onClick: onArchive },
        { label: 'Delete', icon: <DeleteOutlined />, danger: true, onClick: onDelete },
      ]}
    />,
  )
  return { shown, onDelete, onArchive }
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Actions for Galen Slixby' }))

describe('RowActionsMenu', () => {
  it('is a button named after its row, opening a menu of its actions in order', async () => {
    await renderMenu().shown
    const button = screen.getByRole('button', { name: 'Actions for Galen Slixby' })
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(screen.queryByRole('menu')).toBeNull()
    open()
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit', 'Archive', 'Delete'])
  })

  it('opens a page from a link entry, and closes', async () => {
    const { shown } = renderMenu()
    const router = await shown
    open()
    const edit = screen.getByRole('menuitem', { name: 'Edit' })
    expect(edit.getAttribute('href')).toBe('/apps/user/edit/7')
    await act(async () => fireEvent.click(edit))
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/user/edit/7'))
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  })

  it('closes before acting, so what the action opens gets the focus', async () => {
    const { shown, onDelete } = renderMenu()
    await shown
    open()
    const menu = screen.getByRole('menu')
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }))
    expect(onDelete).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Actions for Galen Slixby' }).getAttribute('aria-expanded')).toBe('false')
    await waitFor(() => expect(menu.isConnected).toBe(false))
  })

  it('shows a disabled entry that does nothing, and draws a danger entry in the error colour', async () => {
    const { shown, onArchive } = renderMenu()
    await shown
    open()
    const archive = screen.getByRole('menuitem', { name: 'Archive' })
    expect(archive.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(archive)
    expect(onArchive).not.toHaveBeenCalled()
    const danger = getComputedStyle(screen.getByRole('menuitem', { name: 'Delete' })).color
    expect(danger).not.toBe(getComputedStyle(screen.getByRole('menuitem', { name: 'Edit' })).color)
  })
})
