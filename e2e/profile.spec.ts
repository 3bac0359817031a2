import { likeProfilePost, profileData, voteProfilePoll } from '../src/api/contract/profile'
import { expect, test, waitForCall } from './support/mock'

// The profile page: header, posts with likes, comments and "Load more", and a poll whose vote sticks.

test('the profile shows its sections; a like, a comment and "Load more" work', async ({ page }) => {
  const loaded = waitForCall(page, profileData)
  await page.goto('/pages/profile')
  const firstPost = (await loaded).posts[0]!
  await expect(page.getByTestId('profile-header').getByRole('heading', { level: 1, name: 'John Doe' })).toBeVisible()
  for (const id of ['profile-about', 'profile-suggested-pages', 'profile-twitter-feeds', 'profile-latest-photos', 'profile-suggestions', 'profile-poll']) {
    await expect(page.getByTestId(id)).toBeVisible()
  }
  const posts = page.getByTestId('profile-post')
  await expect(posts).toHaveCount(3)

  const first = posts.first()
  const like = first.getByTestId('post-like')
  const pressed = firstPost.youLiked
  await expect(like).toHaveAttribute('aria-pressed', String(pressed))
  const liked = waitForCall(page, likeProfilePost)
  await like.click()
  await expect(like).toHaveAttribute('aria-pressed', String(!pressed))
  expect((await liked).likes).toBe(firstPost.likes + (pressed ? -1 : 1))

  const comments = first.getByTestId('post-comment')
  const before = firstPost.detailedComments.length
  await expect(comments).toHaveCount(before)
  await first.getByRole('textbox', { name: 'Add a comment' }).fill('Great shot!')
  await first.getByRole('button', { name: 'Post comment' }).click()
  await expect(comments).toHaveCount(before + 1)
  await expect(comments.last()).toContainText('Great shot!')

  // Every page of posts, until the button goes.
  const more = page.getByTestId('load-more-posts')
  await more.click()
  await expect(posts).toHaveCount(6)
  await more.click()
  await expect(posts).toHaveCount(9)
  await expect(more).toBeHidden()

  // The like and the comment were stored.
  await page.reload()
  await expect(posts.first().getByTestId('post-like')).toHaveAttribute('aria-pressed', String(!pressed))
  await expect(posts.first().getByTestId('post-comment').last()).toContainText('Great shot!')
})

test('a vote moves the poll, and it is still there after a reload', async ({ page }) => {
  await page.goto('/pages/profile')
  const poll = page.getByTestId('profile-poll')
  await poll.getByRole('radio', { name: 'Keyboard shortcuts' }).check()
  const voted = waitForCall(page, voteProfilePoll)
  await poll.getByRole('button', { name: 'Vote' }).click()
  const answer = await voted
  expect(answer).toBeTruthy()
  const option = poll.getByTestId('poll-option').filter({ hasText: 'Keyboard shortcuts' })
  await expect(option.getByText('Your vote')).toBeVisible()

  await page.reload()
  await expect(page.getByTestId('poll-option').filter({ hasText: 'Keyboard shortcuts' }).getByText('Your vote')).toBeVisible()
})

test('when the profile cannot load, the page says so, and Retry shows it', async ({ page, mock }) => {
  await mock.beforeBoot({ failures: { profileData: { status: 500 } } })
  await page.goto('/pages/profile')
  const error = page.getByRole('alert').filter({ hasText: 'The profile could not be loaded' })
  await expect(error).toBeVisible()
  expect((await mock.calls(profileData)).at(-1)).toMatchObject({ status: 500 })
  await mock.clearFailures()
  await error.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByTestId('profile-post')).toHaveCount(3)
})
