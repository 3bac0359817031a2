// @vitest-environment node
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  BLOG_CATEGORIES,
  BLOG_SLUG_PATTERN,
  BLOG_STATUSES,
  MAX_BLOG_COMMENT_LENGTH,
  MAX_BLOG_IMAGE_BYTES,
  MAX_BLOG_TITLE_LENGTH,
  addBlogComment,
  addBlogPost,
  blogDetailData,
  blogEditData,
  blogListData,
  blogSidebarData,
  updateBlogPost,
  type BlogListQuery,
  type BlogPostChanges,
} from '@/api/contract/blog'
import { seedBlogPosts } from '@/mocks/db/blog'
import { seedUsers } from '@/mocks/db/users'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'

setupMockBackend()

const seed = seedBlogPosts()
const newestFirst = [...seed].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
const ids = (posts: readonly { id: number }[]) => posts.map((post) => post.id)
const list = (query: BlogListQuery = {}) => expectSuccess(blogListData, { query })
const all = (query: BlogListQuery = {}) => list({ ...query, perPage: 100 })

/** A post's fields as the edit form would send them back unchanged. */
const editOf = async (id: number): Promise<BlogPostChanges> => expectSuccess(blogEditData, { query: { id } })
const capsule = seed.find((post) => post.slug === 'capsule-wardrobe-for-a-rainy-autumn')!
const porto = seed.find((post) => post.slug === 'a-weekend-in-porto-on-a-budget')!

const PNG = `data:image/png;base64,${btoa('\x89PNG\r\n\x1a\n tiny')}`

describe('the blog seed', () => {
  it('has at least 12 posts, the same every time, each with a unique, URL-safe slug and a picture on disk', () => {
    expect(seed.length).toBeGreaterThanOrEqual(12)
    expect(seedBlogPosts()).toEqual(seed)
    expect(new Set(seed.map((post) => post.slug)).size).toBe(seed.length)
    for (const post of seed) {
      expect(post.slug).toMatch(BLOG_SLUG_PATTERN)
      expect(existsSync(join('public', post.image)), post.image).toBe(true)
    }
  })

  it('covers every category and status, with authors and commenters from the users list', () => {
    expect(new Set(seed.flatMap((post) => post.categories))).toEqual(new Set(BLOG_CATEGORIES))
    expect(new Set(seed.map((post) => post.status))).toEqual(new Set(BLOG_STATUSES))
    const people = new Set(seedUsers().map((user) => user.fullName))
    for (const post of seed) {
      expect(people).toContain(post.author.fullName)
      for (const comment of post.comments) expect(people).toContain(comment.author.fullName)
    }
    expect(seed.filter((post) => post.comments.length > 0).length).toBeGreaterThan(8)
  })

  it('dates the posts relative to the seed day: the past, and one scheduled after it', () => {
    const today = Date.parse('2025-06-02T09:00:00Z')
    for (const post of seed) {
      if (post.status === 'scheduled') expect(Date.parse(post.date)).toBeGreaterThan(today)
      else expect(Date.parse(post.date)).toBeLessThan(today)
    }
    expect(seedBlogPosts('2025-07-02')[1]!.date.slice(0, 10)).toBe('2025-07-01')
  })
})

describe('GET /blog/list/data', () => {
  it('answers page 1 of 6 posts, newest first, with the total and each post as the list shows it', async () => {
    const page = await list()
    expect(ids(page.posts)).toEqual(ids(newestFirst.slice(0, 6)))
    expect(page.total).toBe(seed.length)
    const shown = page.posts.find((post) => post.id === capsule.id)!
    expect(shown).toEqual({
      id: capsule.id,
      title: 'A Capsule Wardrobe for a Rainy Autumn',
      slug: capsule.slug,
      excerpt: capsule.excerpt,
      image: '/images/blog/capsule-wardrobe-for-a-rainy-autumn.svg',
      author: capsule.author,
      date: capsule.date,
      categories: ['fashion'],
      status: 'published',
      commentCount: 3,
    })
  })

  it('pages through every post, and a page past the last one is a 404', async () => {
    const pages = Math.ceil(seed.length / 6)
    const last = await list({ page: pages })
    expect(ids(last.posts)).toEqual(ids(newestFirst.slice((pages - 1) * 6)))
    const { status, body } = await callEndpoint(blogListData, { query: { page: pages + 1 } })
    expect(status).toBe(404)
    expect(body).toEqual({ error: expect.stringContaining(`No page ${pages + 1} of posts`) })
    expect((await list({ perPage: 12, page: 2 })).posts).toHaveLength(seed.length - 12)
  })

  it('answers page 1 of nothing as an empty list, not a 404', async () => {
    expect(await list({ q: 'no such words anywhere' })).toEqual({ posts: [], total: 0 })
  })

  it('filters by category and finds words in the title or excerpt, ignoring case; both combine', async () => {
    const food = await all({ category: 'food' })
    expect(food.total).toBe(seed.filter((post) => post.categories.includes('food')).length)
    expect(food.posts.every((post) => post.categories.includes('food'))).toBe(true)

    expect(ids((await all({ q: 'PORTO' })).posts)).toEqual([porto.id])
    expect(ids((await all({ q: 'francesinha' })).posts)).toEqual([]) // in the content only
    expect(ids((await all({ q: 'carry-on' })).posts)).toEqual([seed.find((post) => post.slug === 'packing-light-for-two-weeks')!.id])
    expect(ids((await all({ q: 'porto', category: 'travel' })).posts)).toEqual([porto.id])
    expect((await all({ q: 'porto', category: 'gaming' })).total).toBe(0)
  })

  it('takes empty values as absent ones, and refuses present wrong ones with a 400 naming the field', async () => {
    const unfiltered = await list()
    expect(await list({ q: '', category: '' as never, page: '' as never })).toEqual(unfiltered)
    for (const [field, value] of [['category', 'cars'], ['page', '0'], ['perPage', 'abc'], ['perPage', '101']] as const) {
      const { status, body } = await callEndpoint(blogListData, { query: { [field]: value } as never })
      expect(status, `${field}=${value}`).toBe(400)
      expect(Object.keys((body as unknown as { error: object }).error)).toEqual([field])
    }
  })
})

describe('GET /blog/list/data/sidebar', () => {
  it('lists the four newest published posts and every category with its count', async () => {
    const { recentPosts, categories } = await expectSuccess(blogSidebarData)
    const published = newestFirst.filter((post) => post.status === 'published').slice(0, 4)
    expect(recentPosts).toEqual(published.map(({ id, title, slug, image, date }) => ({ id, title, slug, image, date })))
    expect(categories.map((entry) => entry.category)).toEqual([...BLOG_CATEGORIES])
    for (const { category, total } of categories) expect(total).toBe(seed.filter((post) => post.categories.includes(category)).length)
  })
})

describe('GET /blog/list/data/detail and /edit', () => {
  it('answers a post with its content and its comments, oldest first', async () => {
    const { post } = await expectSuccess(blogDetailData, { query: { id: capsule.id } })
    expect(post.content).toContain('<p><strong>Pick a palette first</strong></p>')
    expect(post.comments.map((comment) => comment.author.fullName)).toEqual(capsule.comments.map((comment) => comment.author.fullName))
    expect(post.commentCount).toBe(3)
    expect(post.comments.map((comment) => comment.date)).toEqual([...post.comments.map((comment) => comment.date)].sort())
  })

  it("answers a post's fields for the edit form under the SPEC's names", async () => {
    expect(await expectSuccess(blogEditData, { query: { id: capsule.id } })).toEqual({
      id: capsule.id,
      blogTitle: capsule.title,
      blogCategories: ['fashion'],
      slug: capsule.slug,
      status: 'published',
      excerpt: capsule.excerpt,
      featuredImage: capsule.image,
      content: capsule.content,
    })
  })

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    for (const endpoint of [blogDetailData, blogEditData]) {
      expect((await callEndpoint(endpoint, { query: { id: 999 } })).status).toBe(404)
      expect((await callEndpoint(endpoint, { query: { id: 'abc' as never } })).status).toBe(400)
    }
  })
})

describe('POST /blog/posts/update', () => {
  it('saves every field, answers it as stored, and the list shows it', async () => {
    const changes = { ...(await editOf(porto.id)), blogTitle: '  Porto in Two Days  ', blogCategories: ['food', 'travel', 'food'] as const, status: 'draft' as const }
    const saved = await expectSuccess(updateBlogPost, { body: { ...changes, blogCategories: [...changes.blogCategories] } })
    expect(saved).toMatchObject({ id: porto.id, blogTitle: 'Porto in Two Days', blogCategories: ['food', 'travel'], status: 'draft' })
    expect(await expectSuccess(blogEditData, { query: { id: porto.id } })).toEqual(saved)
    const [shown] = (await all({ q: 'porto in two' })).posts
    expect(shown).toMatchObject({ id: porto.id, title: 'Porto in Two Days', status: 'draft', date: porto.date })
  })

  it('keeps a post its own slug, and refuses one another post has with a 400 naming the slug', async () => {
    expect((await expectSuccess(updateBlogPost, { body: await editOf(porto.id) })).slug).toBe(porto.slug)
    const { status, body } = await callEndpoint(updateBlogPost, { body: { ...(await editOf(porto.id)), slug: capsule.slug } })
    expect(status).toBe(400)
    expect(body).toEqual({ error: { slug: ['This slug is already in use.'] } })
    expect((await expectSuccess(blogEditData, { query: { id: porto.id } })).slug).toBe(porto.slug)
  })

  it.each(['Porto Weekend', 'porto_weekend', 'porto--weekend', '-porto', 'porto-', 'pôrto', 'porto/weekend', '', '   ', 'a'.repeat(101)])(
    'refuses the slug %j with a 400 naming it, storing nothing',
    async (slug) => {
      const { status, body } = await callEndpoint(updateBlogPost, { body: { ...(await editOf(porto.id)), slug } })
      expect(status).toBe(400)
      expect(Object.keys((body as unknown as { error: object }).error)).toEqual(['slug'])
      expect((await expectSuccess(blogEditData, { query: { id: porto.id } })).slug).toBe(porto.slug)
    },
  )

  it('requires a title within the limit', async () => {
    for (const blogTitle of ['', '   ', 'x'.repeat(MAX_BLOG_TITLE_LENGTH + 1)]) {
      const { status, body } = await callEndpoint(updateBlogPost, { body: { ...(await editOf(porto.id)), blogTitle } })
      expect(status).toBe(400)
      expect(Object.keys((body as unknown as { error: object }).error)).toEqual(['blogTitle'])
    }
  })

  it('sanitises the content: script, event handlers and unsafe links go, the rest stays', async () => {
    const content =
      '<p onclick="steal()">Hello <strong>there</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">bad</a> <a href="https://example.com/?a=1&amp;b=2">good</a><style>p{}</style><iframe src="https://evil.example"></iframe>' +
      '<img src="/images/blog/a-weekend-in-porto-on-a-budget.svg" alt="Porto"><p>1 < 2 & 3 > 2'
    await expectSuccess(updateBlogPost, { body: { ...(await editOf(porto.id)), content } })
    const { post } = await expectSuccess(blogDetailData, { query: { id: porto.id } })
    expect(post.content).toBe(
      '<p>Hello <strong>there</strong></p><a>bad</a> <a href="https://example.com/?a=1&amp;b=2">good</a>' +
        '<img src="/images/blog/a-weekend-in-porto-on-a-budget.svg" alt="Porto"><p>1 &lt; 2 &amp; 3 &gt; 2</p>',
    )
    expect(post.content).not.toMatch(/script|onerror|onclick|javascript|iframe|style/i)
  })

  it('makes an excerpt from the content when it is left blank', async () => {
    const content = `<h3>Intro</h3><p>${'Word '.repeat(60)}</p>`
    const saved = await expectSuccess(updateBlogPost, { body: { ...(await editOf(porto.id)), excerpt: ' ', content } })
    expect(saved.excerpt.startsWith('Intro Word Word')).toBe(true)
    expect(saved.excerpt.length).toBeLessThanOrEqual(161)
    expect(saved.excerpt.endsWith('…')).toBe(true)
  })

  it('takes a PNG, JPEG, GIF or WebP picture as a data: URL, and refuses SVG, other files or one too large with a 400 naming featuredImage', async () => {
    const saved = await expectSuccess(updateBlogPost, { body: { ...(await editOf(porto.id)), featuredImage: PNG } })
    expect(saved.featuredImage).toBe(PNG)
    const tooLarge = `data:image/png;base64,${'A'.repeat(Math.ceil(MAX_BLOG_IMAGE_BYTES / 3) * 4 + 100)}`
    for (const featuredImage of [`data:image/svg+xml;base64,${btoa('<svg/>')}`, 'data:text/html;base64,PGgxPg==', 'javascript:alert(1)', '//elsewhere.example/a.png', tooLarge]) {
      const { status, body } = await callEndpoint(updateBlogPost, { body: { ...(await editOf(porto.id)), featuredImage } })
      expect(status).toBe(400)
      expect(Object.keys((body as unknown as { error: object }).error)).toEqual(['featuredImage'])
    }
    expect((await expectSuccess(blogEditData, { query: { id: porto.id } })).featuredImage).toBe(PNG)
  })

  it('answers 404 for an unknown post', async () => {
    expect((await callEndpoint(updateBlogPost, { body: { id: 999, blogTitle: 'Ghost', slug: 'ghost' } })).status).toBe(404)
  })

  it('answers bad input with a 400, never a 500', async () => {
    const bodies = [
      { id: porto.id, blogTitle: 'x', slug: 'x', blogCategories: 'food' },
      { id: porto.id, blogTitle: 'x', slug: 'x', status: 'live' },
      { id: porto.id, blogTitle: 42, slug: 'x' },
      { id: 'one', blogTitle: 'x', slug: 'x' },
      { id: porto.id, blogTitle: 'x\u0000', slug: 'x' },
      { id: porto.id, blogTitle: 'x', slug: 'x', content: 'x'.repeat(70_000) },
      null,
    ]
    for (const body of bodies) expect((await callEndpoint(updateBlogPost, { body: body as never })).status, JSON.stringify(body)?.slice(0, 80)).toBe(400)
    expect((await callEndpoint(updateBlogPost, {} as never, { rawBody: '{"id": 1,' })).status).toBe(400)
  })
})

describe('POST /blog/posts/add', () => {
  it('creates a draft by the signed-in user, dated now, with a new id; the list shows it', async () => {
    const added = await expectSuccess(addBlogPost, { body: { blogTitle: 'Notes From the Night Market', slug: 'notes-from-the-night-market', content: '<p>Lanterns and noodles.</p>' } })
    expect(added).toEqual({
      id: expect.any(Number),
      blogTitle: 'Notes From the Night Market',
      blogCategories: [],
      slug: 'notes-from-the-night-market',
      status: 'draft',
      excerpt: 'Lanterns and noodles.',
      featuredImage: '',
      content: '<p>Lanterns and noodles.</p>',
    })
    expect(seed.map((post) => post.id)).not.toContain(added.id)
    const [shown] = (await all({ q: 'night market' })).posts
    expect(shown).toMatchObject({ id: added.id, author: { fullName: 'John Doe', avatar: '/images/avatars/1.svg' }, commentCount: 0 })
    expect(shown!.date.slice(0, 10)).toBe('2025-06-02')
    // Newest first: only the post scheduled for later comes before it.
    expect(ids((await list()).posts).slice(0, 2)).toEqual([newestFirst[0]!.id, added.id])
  })

  it('holds a new post to the same rules: a free, URL-safe slug and a title', async () => {
    const taken = await callEndpoint(addBlogPost, { body: { blogTitle: 'Copy', slug: capsule.slug } })
    expect(taken).toEqual({ status: 400, body: { error: { slug: ['This slug is already in use.'] } } })
    const unsafe = await callEndpoint(addBlogPost, { body: { blogTitle: 'Copy', slug: 'Copy Cat' } })
    expect(unsafe.status).toBe(400)
    expect(Object.keys((unsafe.body as unknown as { error: object }).error)).toEqual(['slug'])
    const untitled = await callEndpoint(addBlogPost, { body: { blogTitle: '', slug: 'untitled' } })
    expect(Object.keys((untitled.body as unknown as { error: object }).error)).toEqual(['blogTitle'])
    expect((await list()).total).toBe(seed.length)
  })
})

describe('POST /blog/posts/comment', () => {
  it("adds the signed-in user's comment at the end, and the post counts it", async () => {
    const answer = await expectSuccess(addBlogComment, { body: { postId: capsule.id, comment: '  Lovely palette ideas.  ' } })
    expect(answer).toEqual({
      comment: { id: 4, author: { fullName: 'John Doe', avatar: '/images/avatars/1.svg' }, date: expect.stringMatching(/^2025-06-02T/), comment: 'Lovely palette ideas.' },
      commentCount: 4,
    })
    const { post } = await expectSuccess(blogDetailData, { query: { id: capsule.id } })
    expect(post.comments.at(-1)).toEqual(answer.comment)
    expect((await all({ q: 'capsule' })).posts[0]!.commentCount).toBe(4)
  })

  it.each([
    ['empty', ''],
    ['blank', '  \n '],
    ['too long', 'x'.repeat(MAX_BLOG_COMMENT_LENGTH + 1)],
  ])('refuses a %s comment with a 400 naming it, storing nothing', async (_, comment) => {
    const { status, body } = await callEndpoint(addBlogComment, { body: { postId: capsule.id, comment } })
    expect(status).toBe(400)
    expect(Object.keys((body as unknown as { error: object }).error)).toEqual(['comment'])
    expect((await expectSuccess(blogDetailData, { query: { id: capsule.id } })).post.commentCount).toBe(3)
  })

  it('answers 404 for an unknown post', async () => {
    expect((await callEndpoint(addBlogComment, { body: { postId: 999, comment: 'Hi' } })).status).toBe(404)
  })
})

describe('who may call', () => {
  it('refuses the client role (403) and a caller without a token (401)', async () => {
    expect((await callEndpoint(blogListData, {}, { as: 'client' })).status).toBe(403)
    expect((await callEndpoint(blogDetailData, { query: { id: capsule.id } }, { as: 'client' })).status).toBe(403)
    expect((await callEndpoint(updateBlogPost, { body: await editOf(capsule.id) }, { as: 'client' })).status).toBe(403)
    expect((await callEndpoint(addBlogComment, { body: { postId: capsule.id, comment: 'Hi' } }, { as: 'client' })).status).toBe(403)
    expect((await callEndpoint(blogSidebarData, {}, { as: null })).status).toBe(401)
    expect((await expectSuccess(blogDetailData, { query: { id: capsule.id } })).post.commentCount).toBe(3)
  })
})
