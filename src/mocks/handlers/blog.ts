import * as blogContract from '@/api/contract/blog'
import { BLOG_CATEGORIES, BLOG_RECENT_POSTS, BLOG_SLUG_MESSAGES, type BlogEdit, type BlogPost } from '@/api/contract/blog'
import { endpointsIn } from '@/api/contract/endpoint'
import type { z } from 'zod'
import { defineCollections } from '@/mocks/db'
import { BlogPostRecord, copyBlogPost, seedBlogPosts } from '@/mocks/db/blog'
import { mockNow } from '@/mocks/db/clock'
import { badRequest, notFound } from '@/mocks/httpErrors'
import { sanitizeBlogHtml, textOfHtml } from './blogHtml'
import { implement } from './implement'
import { pageOf } from './lists'

export const { blogPosts } = defineCollections({
  blogPosts: { row: 'post', schema: BlogPostRecord, seed: seedBlogPosts, copy: copyBlogPost },
})

type StoredPost = Readonly<BlogPostRecord>
type PostFields = z.output<typeof blogContract.NewBlogPost>

/** How long an excerpt made from the content may be, in characters. */
const MADE_EXCERPT_LENGTH = 160

/**
 * The blog (src/api/contract/blog.ts): the list, its sidebar, a post and its edit fields, and beyond
 * the core API writing posts and comments. Reading needs `read Blog`, writing `update Blog`: the
 * client role gets 403.
 */
export const handlers = implement(endpointsIn(blogContract), {
  blogListData: ({ query }) => {
    const { rows, total } = pageOf(newestFirst(), query, {
      searchFields: ['title', 'excerpt'],
      filters: { category: (post, category) => post.categories.includes(category) },
    })
    const pages = Math.ceil(total / query.perPage)
    if (query.page > 1 && query.page > pages) throw notFound(`No page ${query.page} of posts: ${total} match, on ${pages} page(s) of ${query.perPage}`)
    return { posts: rows.map(listItem), total }
  },

  blogSidebarData: () => {
    const now = mockNow().getTime()
    const recentPosts = newestFirst()
      .filter((post) => post.status === 'published' && Date.parse(post.date) <= now)
      .slice(0, BLOG_RECENT_POSTS)
      .map(({ id, title, slug, image, date }) => ({ id, title, slug, image, date }))
    const all = blogPosts.all()
    const categories = BLOG_CATEGORIES.map((category) => ({ category, total: all.filter((post) => post.categories.includes(category)).length }))
    return { recentPosts, categories }
  },

  blogDetailData: ({ query }) => {
    const post = blogPosts.require(query.id)
    return { post: { ...listItem(post), content: post.content, comments: post.comments } }
  },

  blogEditData: ({ query }) => editFields(blogPosts.require(query.id)),

  updateBlogPost: ({ body: { id, ...fields } }) => {
    blogPosts.require(id)
    requireFreeSlug(fields.slug, id)
    return editFields(blogPosts.update(id, stored(fields))!)
  },

  addBlogPost: ({ body, user }) => {
    requireFreeSlug(body.slug)
    const author = { fullName: user.fullName, avatar: user.avatar ?? '' }
    return editFields(blogPosts.insert({ ...stored(body), author, date: mockNow().toISOString(), comments: [] }))
  },

  addBlogComment: ({ body, user }) => {
    const post = blogPosts.require(body.postId)
    const comment = {
      id: Math.max(0, ...post.comments.map((each) => each.id)) + 1,
      author: { fullName: user.fullName, avatar: user.avatar ?? '' },
      date: mockNow().toISOString(),
      comment: body.comment,
    }
    const comments = [...post.comments, comment]
    blogPosts.update(post.id, { comments })
    return { comment, commentCount: comments.length }
  },
})

/** Newest first; a post of the same moment, the newer id first. */
function newestFirst(): StoredPost[] {
  return [...blogPosts.all()].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id)
}

function listItem({ content: _content, comments, ...post }: StoredPost): BlogPost {
  return { ...post, categories: [...post.categories], commentCount: comments.length }
}

function editFields(post: StoredPost): BlogEdit {
  const { id, title, categories, slug, status, excerpt, image, content } = post
  return { id, blogTitle: title, blogCategories: [...categories], slug, status, excerpt, featuredImage: image, content }
}

/** A post's fields as stored: the content sanitised, the categories once each in their own order, an excerpt made from the content when blank. */
function stored(fields: PostFields) {
  const content = sanitizeBlogHtml(fields.content)
  return {
    title: fields.blogTitle,
    slug: fields.slug,
    status: fields.status,
    categories: BLOG_CATEGORIES.filter((category) => fields.blogCategories.includes(category)),
    excerpt: fields.excerpt === '' ? excerptOf(content) : fields.excerpt,
    image: fields.featuredImage,
    content,
  }
}

function excerptOf(content: string): string {
  const text = textOfHtml(content)
  if (text.length <= MADE_EXCERPT_LENGTH) return text
  const cut = text.slice(0, MADE_EXCERPT_LENGTH)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MADE_EXCERPT_LENGTH / 2)).trimEnd()}…`
}

/** A 400 naming the slug when another post (not `self`) has it. */
function requireFreeSlug(slug: string, self?: number): void {
  if (blogPosts.find((post) => post.id !== self && post.slug === slug)) throw badRequest({ slug: [BLOG_SLUG_MESSAGES.taken] })
}
