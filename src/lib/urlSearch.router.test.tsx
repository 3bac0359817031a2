import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { text } from './readers'
import { urlSearch } from './urlSearch'

/**
 * A change of a page's search (typing in a list's search field, paging) must keep the page on screen:
 * the router shows the pending screen in place of a page whose match is new and still loading past
 * `pendingMs`, and that unmounts it, taking the focus and a half-typed filter with it. On a slow
 * machine the layout's guard alone (`_main`'s beforeLoad) can take that long, so this test makes it slow.
 */
describe('url search: a change of search in the router', () => {
  it('keeps the page mounted, never showing the pending screen, and its loader reads the search', async () => {
    const search = urlSearch({ q: text('') })
    const loaded = vi.fn()
    const mounts = vi.fn()
    const pendings = vi.fn()

    function Pending() {
      pendings()
      return <p>Loading</p>
    }
    const root = createRootRoute({ component: Outlet })
    const layout = createRoute({
      getParentRoute: () => root,
      id: 'layout',
      // A guard that takes longer than pendingMs, as `_main`'s does on a busy machine.
      beforeLoad: () => new Promise<void>((resolve) => setTimeout(resolve, 60)),
      component: Outlet,
    })
    const list = createRoute({
      getParentRoute: () => layout,
      path: '/',
      ...search.route,
      loader: ({ location }) => loaded(search.read(location.search)),
      component: function List() {
        const { q } = list.useSearch()
        useEffect(() => mounts(), [])
        return <p>Rows for “{q}”</p>
      },
    })
    const router = createRouter({
      history: createMemoryHistory(),
      routeTree: root.addChildren([layout.addChildren([list])]),
      defaultPendingComponent: Pending,
      defaultPendingMs: 20,
      defaultPendingMinMs: 0,
    })
    render(<RouterProvider router={router} />)
    await screen.findByText('Rows for “”')
    expect(loaded).toHaveBeenCalledWith({ q: '' })
    const entered = pendings.mock.calls.length

    // Typed for the app's own router, not this one.
    await act(() => router.navigate({ to: '/', search: { q: 'an' } as never }))
    await screen.findByText('Rows for “an”')
    expect(pendings).toHaveBeenCalledTimes(entered)
    expect(mounts).toHaveBeenCalledTimes(1)
  })
})
