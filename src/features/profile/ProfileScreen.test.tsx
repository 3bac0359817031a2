import { describe, expect, it } from 'vitest'
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { mockControl } from '@/mocks/control'
import { renderInEnglish } from '@/test/render'
import { setupSignedInBackend } from '@/test/signedIn'
import { ProfileScreen } from './ProfileScreen'

setupSignedInBackend('admin')
// Rendering pages of posts takes a while on a busy machine: waits and tests get more time.
configure({ asyncUtilTimeout: 5000 })

const posts = () => screen.getAllByTestId('profile-post')
const show = async () => {
  renderInEnglish(<ProfileScreen />, { withQueries: true })
  expect(screen.getByTestId('profile-skeleton')).toBeTruthy()
  await screen.findByRole('heading', { level: 1, name: 'John Doe' })
}

describe('the profile screen', { timeout: 20_000 }, () => {
  it('opens on a skeleton, then shows the page with the first posts', async () => {
    await show()
    expect(posts()).toHaveLength(3)
    expect(screen.getByRole('navigation', { name: 'Profile sections' })).toBeTruthy()
    expect(screen.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(9)
  })

  it('loads more posts until there are none left', async () => {
    await show()
    for (const count of [6, 9]) {
      fireEvent.click(screen.getByTestId('load-more-posts'))
      await waitFor(() => expect(posts()).toHaveLength(count))
      // The keyboard goes on from the first new post.
      await waitFor(() => expect(document.activeElement).toBe(posts()[count - 3]))
    }
    await waitFor(() => expect(screen.queryByTestId('load-more-posts')).toBeNull())
  })

  it('likes a post at once and keeps the like', async () => {
    await show()
    const like = within(posts()[1]!).getByRole('button', { name: /^Like/ })
    fireEvent.click(like)
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'))
    await waitFor(() => expect(within(posts()[1]!).getByTestId('post-likes').textContent).toBe('835'))
  })

  it('posts a comment, and says what is wrong with an empty one', async () => {
    await show()
    const post = posts()[0]!
    fireEvent.click(within(post).getByRole('button', { name: 'Post comment' }))
    expect(await within(post).findByText('Write a comment first')).toBeTruthy()

    fireEvent.change(within(post).getByRole('textbox', { name: 'Add a comment' }), { target: { value: 'Great shot!' } })
    fireEvent.click(within(post).getByRole('button', { name: 'Post comment' }))
    await waitFor(() => expect(within(post).getAllByTestId('post-comment').at(-1)!.textContent).toContain('Great shot!'))
    expect(within(post).getByTestId('post-comments').textContent).toBe('1,226 comments')
  })

  it('moves the vote and marks it', async () => {
    await show()
    const poll = screen.getByTestId('profile-poll')
    const vote = within(poll).getByRole('button', { name: 'Vote' }) as HTMLButtonElement
    expect(vote.disabled).toBe(true)
    fireEvent.click(within(poll).getByRole('radio', { name: 'Keyboard shortcuts' }))
    fireEvent.click(vote)
    const chosen = () => within(poll).getAllByTestId('poll-option').find((option) => option.textContent?.includes('Keyboard shortcuts'))!
    await waitFor(() => expect(chosen().textContent).toContain('Your vote'))
    await waitFor(() => expect(vote.disabled).toBe(true))
  })

  it('shows an error with a Retry that recovers', async () => {
    await mockControl.fail('profileData', { status: 500, times: 2 })
    renderInEnglish(<ProfileScreen />, { withQueries: true })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The profile could not be loaded')
    mockControl.clearFailures()
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await screen.findByRole('heading', { level: 1, name: 'John Doe' })
  })
})
