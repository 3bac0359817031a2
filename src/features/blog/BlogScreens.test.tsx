import { useState, type ReactElement } from 'react'
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { seedBlogPosts } from '@/mocks/db/blog'
import { showToast } from '@/components/toast'
import { renderInEnglish } from '@/test/render'
import { setupSignedInBackend } from '@/test/signedIn'
import { BlogNewScreen } from './edit/BlogEditScreen'
import { BlogListScreen } from './list/BlogListScreen'
import { blogSearch, type BlogSearch } from './search'

vi.mock('@/components/toast', () => ({ showToast: vi.fn() }))
vi.setConfig({ testTimeout: 20_000 })
configure({ asyncUtilTimeout: 5_000 })

setupSignedInBackend('admin')
beforeEach(() => vi.mocked(showToast).mockClear())

const seed = seedBlogPosts()
const newest = [...seed].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))

/** A screen as the only route of a router (its links need one). */
async function show(element: ReactElement) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => element }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />, { withQueries: true })
  })
  return router
}

/** The list with its address kept here, as its route keeps it. */
function ListWithAddress({ start = {} }: { start?: Partial<BlogSearch> }) {
  const [search, setSearch] = useState<BlogSearch>({ ...blogSearch.defaults, ...start })
  return <BlogListScreen search={search} onSearchChange={(patch) => setSearch((current) => blogSearch.apply(current, patch))} />
}

const titles = () => screen.getAllByTestId('blog-card-title').map((link) => link.textContent)

describe('the blog list', () => {
  it('shows the newest six posts with the count, and a category from the sidebar narrows them', async () => {
    await show(<ListWithAddress />)
    await waitFor(() => expect(titles()).toEqual(newest.slice(0, 6).map((post) => post.title)))
    expect(screen.getByTestId('blog-count').textContent).toBe(`${seed.length} posts`)

    const gaming = await screen.findByRole('button', { name: /^Gaming/ })
    expect(gaming.textContent).toContain('3 posts')
    fireEvent.click(gaming)
    await waitFor(() => expect(gaming.getAttribute('aria-pressed')).toBe('true'))
    const expected = newest.filter((post) => post.categories.includes('gaming')).map((post) => post.title)
    await waitFor(() => expect(titles()).toEqual(expected))
  })

  it('says when nothing matches, and "Show all posts" brings every post back', async () => {
    await show(<ListWithAddress start={{ q: 'nothing like this anywhere' }} />)
    expect(await screen.findByText('No posts match')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Show all posts' }))
    await waitFor(() => expect(titles()).toHaveLength(6))
    expect(screen.getByTestId('blog-count').textContent).toBe(`${seed.length} posts`)
  })
})

describe('the new post form', () => {
  const form = () => screen.getByRole('form', { name: 'New post' })
  const input = (label: RegExp) => within(form()).getByLabelText<HTMLInputElement>(label, { selector: 'input' })
  const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })

  it('makes the slug from the title until the user types one of their own', async () => {
    await show(<BlogNewScreen />)
    type(input(/^Title/), 'Notes From the Night Market!')
    await waitFor(() => expect(input(/^Slug/).value).toBe('notes-from-the-night-market'))
    type(input(/^Slug/), 'night-market')
    type(input(/^Title/), 'Notes From the Harbour')
    await waitFor(() => expect(input(/^Title/).value).toBe('Notes From the Harbour'))
    expect(input(/^Slug/).value).toBe('night-market')
  })

  it('refuses an unsafe slug at once, and shows the server’s word on a taken one under the field', async () => {
    await show(<BlogNewScreen />)
    type(input(/^Title/), 'Copy of a wardrobe')
    type(input(/^Slug/), 'Copy Of A Wardrobe')
    fireEvent.click(within(form()).getByRole('button', { name: 'Create post' }))
    expect(await within(form()).findByText('Use lowercase letters, digits and single hyphens only')).toBeTruthy()

    type(input(/^Slug/), 'capsule-wardrobe-for-a-rainy-autumn')
    fireEvent.click(within(form()).getByRole('button', { name: 'Create post' }))
    expect(await within(form()).findByText('This slug is already in use.')).toBeTruthy()
    expect(input(/^Slug/).getAttribute('aria-invalid')).toBe('true')
    expect(showToast).not.toHaveBeenCalled()
  })
})
