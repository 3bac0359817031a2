import type { Page } from '@playwright/test'
import { addBlogComment, blogListData, updateBlogPost, type BlogEdit } from '../src/api/contract/blog'
import { expect, test, waitForCall } from './support/mock'
import { callApi } from './support/network'

// The blog: a post edited and found again after a reload, a comment added, the server's word on a
// slug under its field, and the list's error with Retry. Each test writes posts of its own.

/** A word no other test (or run) uses, fit for a slug: lowercase letters and digits. */
const uniqueWord = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

/** A published post of the test's own, made through the API; answers its fields and id. */
async function newPost(page: Page, title: string, slug: string): Promise<BlogEdit> {
  await page.goto('/pages/blog/list')
  const { status, body } = await callApi(page, 'POST', '/blog/posts/add', { blogTitle: title, slug, status: 'published', content: '<p>Written for a test.</p>' })
  expect(status).toBe(201)
  return body as BlogEdit
}

const cards = (page: Page) => page.getByTestId('blog-card')

test('edit a post’s title: the slug follows, the save is confirmed, and the list shows the new title after a reload', async ({ page }) => {
  const word = uniqueWord()
  const post = await newPost(page, `Harbour notes ${word}`, `harbour-notes-${word}`)

  await page.goto(`/pages/blog/edit/${post.id}`)
  const form = page.getByRole('form', { name: 'Edit post' })
  await expect(form.getByLabel('Title')).toHaveValue(`Harbour notes ${word}`)
  await form.getByLabel('Title').fill(`Harbour diaries ${word}`)
  // The slug was the title's, so it follows it.
  await expect(form.getByTestId('blog-slug')).toHaveValue(`harbour-diaries-${word}`)
  const saved = page.waitForResponse((response) => response.url().endsWith(updateBlogPost.path) && response.ok())
  await form.getByRole('button', { name: 'Save changes' }).click()
  await saved
  await expect(page.getByText('Post saved')).toBeVisible()

  await page.goto(`/pages/blog/list?q=${word}`)
  await page.reload()
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(`Harbour diaries ${word}`)
  await expect(page.getByTestId('blog-search')).toHaveValue(word)
})

test('add a comment to a post and see it under the post, counted', async ({ page }) => {
  const word = uniqueWord()
  const post = await newPost(page, `Quiet mornings ${word}`, `quiet-mornings-${word}`)

  await page.goto(`/pages/blog/detail/${post.id}`)
  await expect(page.getByTestId('blog-post-title')).toHaveText(`Quiet mornings ${word}`)
  const comments = page.getByTestId('blog-comments')
  await expect(comments.getByRole('heading', { name: '0 comments' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Leave a comment' })
  // An empty comment is refused before it is sent.
  await form.getByRole('button', { name: 'Post comment' }).click()
  await expect(form.getByText('Write a comment first')).toBeVisible()

  await form.getByLabel('Your comment').fill(`Lovely read, ${word}.`)
  const added = page.waitForResponse((response) => response.url().endsWith(addBlogComment.path) && response.status() === 201)
  await form.getByRole('button', { name: 'Post comment' }).click()
  await added
  await expect(comments.getByTestId('blog-comment').last()).toContainText(`Lovely read, ${word}.`)
  await expect(comments.getByTestId('blog-comment').last()).toContainText('John Doe')
  await expect(comments.getByRole('heading', { name: '1 comment' })).toBeVisible()
  await expect(form.getByLabel('Your comment')).toHaveValue('')
})

test('a new post: a taken slug shows the server’s error under the field, a wrong picture is refused, then it is created', async ({ page }) => {
  const word = uniqueWord()
  await page.goto('/pages/blog/edit?new=true')
  const form = page.getByRole('form', { name: 'New post' })
  await form.getByLabel('Title').fill(`Night market ${word}`)
  await expect(form.getByTestId('blog-slug')).toHaveValue(`night-market-${word}`)

  // A slug another post has: only the server knows, and says so under the field.
  await form.getByTestId('blog-slug').fill('capsule-wardrobe-for-a-rainy-autumn')
  await form.getByRole('button', { name: 'Create post' }).click()
  await expect(form.getByText('This slug is already in use.')).toBeVisible()
  await expect(form.getByTestId('blog-slug')).toHaveAttribute('aria-invalid', 'true')

  const input = form.getByTestId('blog-image-input')
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') })
  await expect(form.getByText('Choose a JPG, PNG, GIF or WebP picture.')).toBeVisible()
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
  await input.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: png })
  await expect(form.getByTestId('blog-image-preview')).toBeVisible()

  await form.getByTestId('blog-slug').fill(`night-market-${word}`)
  await form.getByRole('button', { name: 'Create post' }).click()
  await expect(page.getByText('Post created')).toBeVisible()
  await expect(page).toHaveURL(/\/pages\/blog\/edit\/\d+$/)
  const edit = page.getByRole('form', { name: 'Edit post' })
  await expect(edit.getByLabel('Title')).toHaveValue(`Night market ${word}`)
  await expect(edit.getByTestId('blog-image-preview')).toHaveAttribute('src', /^data:image\/png;base64,/)
})

test('when the posts cannot load, the list says so, and Retry brings them back', async ({ page, mock }) => {
  await page.goto('/pages/blog/list')
  await expect(cards(page)).toHaveCount(6)
  await mock.fail(blogListData, { status: 500 })
  await page.getByRole('button', { name: /^Food/ }).click()
  const error = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) })
  await expect(error).toContainText('The posts could not be loaded')
  await mock.clearFailures()
  const food = waitForCall(page, blogListData, { query: { category: 'food' } })
  await error.getByRole('button', { name: 'Retry' }).click()
  const answer = await food
  expect(answer.posts.every((post) => post.categories.includes('food'))).toBe(true)
  await expect(cards(page)).toHaveCount(Math.min(6, answer.total))
  await expect(page).toHaveURL(/category=food/)
})
