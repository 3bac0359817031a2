import { act, render, screen } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { MENU_COLLAPSED_KEY, SETTINGS_KEY, preferences, setPreferences, usePreferences } from '@/theme/settingsStore'
import { useRouteLayout } from './useRouteLayout'

/** What the shell would draw: the settings in effect, as the layout reads them. */
function Shell() {
  useRouteLayout()
  const { menuHidden, contentWidth, navbarType } = usePreferences()
  return (
    <>
      <output data-testid="shown">{`menuHidden=${menuHidden} contentWidth=${contentWidth} navbarType=${navbarType}`}</output>
      <Outlet />
    </>
  )
}

async function showApp(path: string) {
  const root = createRootRoute({ component: Shell })
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Home</h1> }),
    createRoute({ getParentRoute: () => root, path: '/boxed', staticData: { layout: { contentWidth: 'boxed', menuHidden: true } }, component: () => <h1>Boxed</h1> }),
    createRoute({ getParentRoute: () => root, path: '/blank', staticData: { layout: { navbarType: 'hidden' } }, component: () => <h1>Blank</h1> }),
  ])
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) })
  await act(async () => {
    render(<RouterProvider router={router} />)
  })
  return router
}

const shown = () => screen.getByTestId('shown').textContent
const storage = () => [localStorage.getItem(SETTINGS_KEY), localStorage.getItem(MENU_COLLAPSED_KEY)]

describe("a route's own layout", () => {
  beforeEach(() => {
    localStorage.clear()
    preferences.reload()
    setPreferences({ contentWidth: 'full', navbarType: 'sticky', menuHidden: false })
  })

  it('applies on its page only, and leaves the saved settings as they were', async () => {
    const saved = storage()
    const router = await showApp('/boxed')
    expect(await screen.findByRole('heading', { name: 'Boxed' })).toBeTruthy()
    expect(shown()).toBe('menuHidden=true contentWidth=boxed navbarType=sticky')
    expect(preferences.saved()).toMatchObject({ contentWidth: 'full', menuHidden: false })
    expect(storage()).toEqual(saved)

    await act(() => router.navigate({ to: '/' }))
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy()
    expect(shown()).toBe('menuHidden=false contentWidth=full navbarType=sticky')
    expect(preferences.get()).toBe(preferences.saved())
    expect(storage()).toEqual(saved)
  })

  it("gives way to the next page's own layout, not adding up", async () => {
    const router = await showApp('/boxed')
    // The router's types are the app's routes; this test's own are not among them.
    await act(() => router.navigate({ to: '/blank' as '/' }))
    expect(await screen.findByRole('heading', { name: 'Blank' })).toBeTruthy()
    expect(shown()).toBe('menuHidden=false contentWidth=full navbarType=hidden')
  })

  it('is not what a reload shows elsewhere: storage never had it', async () => {
    await showApp('/boxed')
    preferences.reload()
    expect(preferences.saved()).toMatchObject({ contentWidth: 'full', menuHidden: false })
  })

  it('gives way to a setting the user changes on the page, which is saved', async () => {
    await showApp('/boxed')
    act(() => setPreferences({ menuHidden: false }))
    expect(shown()).toBe('menuHidden=false contentWidth=boxed navbarType=sticky')
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!)).toMatchObject({ menuHidden: false, contentWidth: 'full' })
  })
})
