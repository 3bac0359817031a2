import type { ReactElement } from 'react'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadPageNames } from '@/registry/names'
import { renderInEnglish } from '@/test/render'
import { SETTINGS_KEY, preferences, setPreferences } from '@/theme/settingsStore'
import { BlankDemoPage } from './BlankDemoPage'
import { LayoutDemoPage } from './LayoutDemoPage'
import { PAGE_LAYOUTS } from './layouts'

/** The page as the only route of a router, with its layout applied as the shell applies it. */
async function show(page: () => ReactElement, layout: object) {
  const router = createRouter({ routeTree: createRootRoute({ component: page }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />)
  })
  act(() => preferences.overrideLayout(layout))
}

const rowOf = (setting: string) => within(screen.getByRole('table', { name: 'This page and your settings' })).getByRole('row', { name: new RegExp(`^${setting}`) })
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent)

beforeAll(() => loadPageNames('en'))
beforeEach(() => {
  preferences.overrideLayout({})
  localStorage.clear()
  preferences.reload()
})

describe('a layout page', () => {
  it.each([
    ['page-layout-collapsed-menu', 'Collapsed Menu', 'Collapsed menu', ['On', 'Off']],
    ['page-layout-without-menu', 'Without Menu', 'Hidden menu', ['On', 'Off']],
    ['page-layout-layout-boxed', 'Boxed Layout', 'Content width', ['Boxed', 'Full width']],
    ['page-layout-without-navbar', 'Without Navbar', 'Navbar type', ['Hidden', 'Floating']],
  ] as const)('%s says what it shows, and its setting beside the user’s', async (page, title, setting, values) => {
    await show(() => <LayoutDemoPage page={page} />, PAGE_LAYOUTS[page])
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title)
    expect(cells(rowOf(setting))).toEqual(values)
  })

  it('shows the collapsed menu as a vertical one, the horizontal menu having no collapsed form', async () => {
    await show(() => <LayoutDemoPage page="page-layout-collapsed-menu" />, PAGE_LAYOUTS['page-layout-collapsed-menu'])
    expect(cells(rowOf('Menu layout'))).toEqual(['Vertical', 'Horizontal'])
    expect(screen.getByText(/Only the vertical menu collapses/)).toBeTruthy()
  })

  it('makes its layout the user’s own when asked, and says so', async () => {
    setPreferences({ contentWidth: 'full' })
    await show(() => <LayoutDemoPage page="page-layout-layout-boxed" />, PAGE_LAYOUTS['page-layout-layout-boxed'])
    fireEvent.click(screen.getByRole('button', { name: 'Make this layout mine' }))
    expect(screen.getByRole('status').textContent).toBe('Saved: every page now shows with this layout.')
    expect(cells(rowOf('Content width'))).toEqual(['Boxed', 'Boxed'])
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!).contentWidth).toBe('boxed')
  })

  it('offers no customizer outside the app shell, where there is none', async () => {
    await show(() => <LayoutDemoPage page="page-layout-layout-full" />, PAGE_LAYOUTS['page-layout-layout-full'])
    expect(screen.queryByRole('button', { name: 'Open the customizer' })).toBeNull()
  })
})

describe('the blank page', () => {
  it('has its own way back, since nothing around it offers one', async () => {
    await show(BlankDemoPage, PAGE_LAYOUTS['page-layout-blank'])
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blank Page')
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/')
    expect(cells(rowOf('Navbar type'))).toEqual(['Hidden', 'Floating'])
    expect(cells(rowOf('Footer type'))).toEqual(['Hidden', 'Static'])
  })
})
