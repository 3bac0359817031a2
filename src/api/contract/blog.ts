import { z } from 'zod'
import {
  BLOG_CATEGORIES,
  BLOG_PAGE_SIZES,
  BLOG_STATUSES,
  MAX_BLOG_COMMENT_LENGTH,
  MAX_BLOG_CONTENT_LENGTH,
  MAX_BLOG_TITLE_LENGTH,
  MAX_BLOG_EXCERPT_LENGTH,
  MAX_BLOG_IMAGE_BYTES,
  MAX_BLOG_SLUG_LENGTH,
  BLOG_SLUG_PATTERN,
} from './blogValues'
import { domainEndpoint } from './endpoint'
import { NOT_FOUND } from './errors'
import { Count, Id, IdParam, intParam } from './numbers'
import { MAX_PER_PAGE } from './paging'
import { imageUrl, multilineText, searchText, text } from './text'

export * from './blogValues'

// Every call acts on the subject the screens guard with: a GET needs `read`, a write `update` (see ./endpoint.ts).
const endpoint = domainEndpoint('Blog')

// ---- Entities ----

export const BlogCategory = z.enum(BLOG_CATEGORIES)
export type BlogCategory = z.infer<typeof BlogCategory>
export const BlogStatus = z.enum(BLOG_STATUSES)
export type BlogStatus = z.infer<typeof BlogStatus>

/** Who wrote a post or a comment, as they were named then. */
export const BlogAuthor = z.object({
  fullName: z.string(),
  /** Image path or URL; '' when they have none (the screens show initials). */
  avatar: z.string(),
})
export type BlogAuthor = z.infer<typeof BlogAuthor>

/** A post as the list shows it. */
export const BlogPost = z
  .object({
    id: Id,
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    /** The featured image: a path on this site, an https: URL or a data: URL of a picture; '' for none. */
    image: z.string(),
    author: BlogAuthor,
    /** When it was (or is to be) published: ISO 8601 date-time in UTC. */
    date: z.iso.datetime(),
    categories: z.array(BlogCategory),
    status: BlogStatus,
    commentCount: Count,
  })
  .meta({ id: 'BlogPost' })
export type BlogPost = z.infer<typeof BlogPost>

export const BlogComment = z
  .object({
    id: Id,
    author: BlogAuthor,
    date: z.iso.datetime(),
    /** Plain text, as typed (the screen shows it as text, never as HTML). */
    comment: z.string(),
  })
  .meta({ id: 'BlogComment' })
export type BlogComment = z.infer<typeof BlogComment>

/** A post with its content and every comment, oldest first. */
export const BlogPostDetail = BlogPost.extend({
  content: z.string().describe('HTML, sanitised by the server when it was saved (no script, event handlers or unsafe URLs); a screen sanitises it again.'),
  comments: z.array(BlogComment),
}).meta({ id: 'BlogPostDetail' })
export type BlogPostDetail = z.infer<typeof BlogPostDetail>

/** A post's fields as the edit form reads them, under the SPEC's names. */
export const BlogEdit = z
  .object({
    id: Id,
    blogTitle: z.string(),
    blogCategories: z.array(BlogCategory),
    slug: z.string(),
    status: BlogStatus,
    excerpt: z.string(),
    featuredImage: z.string(),
    content: z.string(),
  })
  .meta({ id: 'BlogEdit' })
export type BlogEdit = z.infer<typeof BlogEdit>

export const BlogRecentPost = BlogPost.pick({ id: true, title: true, slug: true, image: true, date: true })
export type BlogRecentPost = z.infer<typeof BlogRecentPost>

export const BlogCategoryCount = z.object({ category: BlogCategory, total: Count })
export type BlogCategoryCount = z.infer<typeof BlogCategoryCount>

// ---- Inputs (each broken rule a 400 naming the field, nothing stored) ----

/** How many of the newest posts the sidebar lists. */
export const BLOG_RECENT_POSTS = 4

// base64 is a third larger than the bytes, plus the header.
const MAX_BLOG_IMAGE_URL_LENGTH = Math.ceil(MAX_BLOG_IMAGE_BYTES / 3) * 4 + 64
const MEGABYTES = MAX_BLOG_IMAGE_BYTES / (1024 * 1024)

export const BLOG_SLUG_MESSAGES = {
  blank: 'Enter a slug',
  unsafe: 'Use lowercase letters, digits and single hyphens only',
  taken: 'This slug is already in use.',
} as const

export const BlogSlug = text(MAX_BLOG_SLUG_LENGTH, { trim: true }).min(1, BLOG_SLUG_MESSAGES.blank).regex(BLOG_SLUG_PATTERN, BLOG_SLUG_MESSAGES.unsafe)

/**
 * The featured image as a client sends it: a JPG, PNG, GIF or WebP data: URL of at most
 * MAX_BLOG_IMAGE_BYTES (never SVG, which may hold script), the path or https: URL it already
 * had (saving other fields sends it back), or '' for none.
 */
export const FeaturedImageInput = imageUrl({
  max: MAX_BLOG_IMAGE_URL_LENGTH,
  maxMessage: `The picture is larger than ${MEGABYTES} MB`,
  types: ['jpeg', 'png', 'gif', 'webp'],
  blank: true,
  message: 'Expected a JPG, PNG, GIF or WebP picture',
})

export const BlogCommentText = multilineText(MAX_BLOG_COMMENT_LENGTH, {
  trim: true,
  maxMessage: `A comment may have at most ${MAX_BLOG_COMMENT_LENGTH} characters`,
}).min(1, 'Write a comment first')

const postFields = {
  blogTitle: text(MAX_BLOG_TITLE_LENGTH, { trim: true }).min(1, 'Enter a title'),
  blogCategories: z.array(BlogCategory).max(BLOG_CATEGORIES.length).default([]),
  slug: BlogSlug,
  status: BlogStatus.default('draft'),
  excerpt: multilineText(MAX_BLOG_EXCERPT_LENGTH, { trim: true }).default(''),
  featuredImage: FeaturedImageInput.default(''),
  content: multilineText(MAX_BLOG_CONTENT_LENGTH).default(''),
}

/** A new post: title and slug required, the rest defaults (a draft with no categories, image or content). */
export const NewBlogPost = z.object(postFields)
export type NewBlogPost = z.input<typeof NewBlogPost>

/** An edited post: every field, replacing what it was (absent ones take their defaults). */
export const BlogPostChanges = z.object({ id: Id, ...postFields })
export type BlogPostChanges = z.input<typeof BlogPostChanges>

export const BlogListQuery = z.object({
  q: searchText().default('').describe('Beyond the SPEC: case-insensitive text found in the title or the excerpt.'),
  page: intParam(z.number().int().positive()).default(1).describe('The page, from 1; past the last page it is a 404.'),
  perPage: intParam(z.number().int().positive().max(MAX_PER_PAGE))
    .default(BLOG_PAGE_SIZES[0])
    .describe(`Posts per page, at most ${MAX_PER_PAGE}.`),
  category: BlogCategory.optional().describe('Beyond the SPEC: only posts in this category.'),
})
export type BlogListQuery = z.input<typeof BlogListQuery>

export const BlogListPage = z.object({
  posts: z.array(BlogPost).describe('The requested page of the matching posts, newest first.'),
  total: Count.describe('How many posts match, over all pages.'),
})
export type BlogListPage = z.infer<typeof BlogListPage>

const WRITING_RULES =
  `Title 1 to ${MAX_BLOG_TITLE_LENGTH} characters; slug 1 to ${MAX_BLOG_SLUG_LENGTH} lowercase letters, digits and single hyphens, unique among the posts ` +
  `(400 '${BLOG_SLUG_MESSAGES.taken}'); excerpt at most ${MAX_BLOG_EXCERPT_LENGTH}, content (HTML, sanitised when stored) at most ${MAX_BLOG_CONTENT_LENGTH} characters; ` +
  `featuredImage a JPG, PNG, GIF or WebP data: URL of at most ${MEGABYTES} MB, the path it had, or ''. All trimmed but the content; a blank excerpt is made from the content.`

// ---- Endpoints: the core API ----

export const blogListData = endpoint({
  method: 'GET',
  path: '/blog/list/data',
  description: 'One page of the posts, newest first, matching q and category when given. A page past the last one is a 404 (page 1 of nothing is an empty 200).',
  query: BlogListQuery,
  response: BlogListPage,
  errors: NOT_FOUND,
})

export const blogSidebarData = endpoint({
  method: 'GET',
  path: '/blog/list/data/sidebar',
  description: `The blog's sidebar: the ${BLOG_RECENT_POSTS} newest published posts, and every category with how many posts it has.`,
  response: z.object({ recentPosts: z.array(BlogRecentPost), categories: z.array(BlogCategoryCount) }),
})

export const blogDetailData = endpoint({
  method: 'GET',
  path: '/blog/list/data/detail',
  description: 'One post with its author, date, categories, content (sanitised HTML) and comments, oldest first. Unknown id: 404.',
  query: z.object({ id: IdParam }),
  response: z.object({ post: BlogPostDetail }),
  errors: NOT_FOUND,
})

export const blogEditData = endpoint({
  method: 'GET',
  path: '/blog/list/data/edit',
  description: "One post's fields for the edit form: blogTitle, blogCategories, slug, status, excerpt, featuredImage and content. Unknown id: 404.",
  query: z.object({ id: IdParam }),
  response: BlogEdit,
  errors: NOT_FOUND,
})

// ---- Beyond the core API (`beyondSpec`): writing posts and comments ----

export const updateBlogPost = endpoint({
  method: 'POST',
  path: '/blog/posts/update',
  description: `Saves every field of a post and answers them as stored. ${WRITING_RULES} Unknown id: 404.`,
  beyondSpec: true,
  body: BlogPostChanges,
  response: BlogEdit,
  errors: NOT_FOUND,
})

export const addBlogPost = endpoint({
  method: 'POST',
  path: '/blog/posts/add',
  description: `Creates a post by the signed-in user, dated now, and answers it with its new id (201). ${WRITING_RULES}`,
  beyondSpec: true,
  status: 201,
  body: NewBlogPost,
  response: BlogEdit,
})

export const addBlogComment = endpoint({
  method: 'POST',
  path: '/blog/posts/comment',
  description: `Adds the signed-in user's comment (1 to ${MAX_BLOG_COMMENT_LENGTH} characters, trimmed) at the end of a post's comments; answers it and the post's new comment count (201). Unknown post: 404.`,
  beyondSpec: true,
  status: 201,
  body: z.object({ postId: Id, comment: BlogCommentText }),
  response: z.object({ comment: BlogComment, commentCount: Count }),
  errors: NOT_FOUND,
})
