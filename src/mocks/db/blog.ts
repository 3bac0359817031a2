import { z } from 'zod'
// Exact modules, not the contract's index: this seed loads with the blog domain alone.
import { BlogAuthor, BlogCategory, BlogComment, BlogStatus } from '@/api/contract/blog'
import { Id } from '@/api/contract/numbers'
import type { User } from '@/api/contract/users'
import { blogImageOf, SEED_POSTS } from './blogSeedData'
import { seedDay, timeOn, type Day } from './clock'
import { numberedName } from './scenarios'
import { seedUsers } from './users'

/**
 * The blog's posts (src/api/contract/blog.ts), seeding the `blogPosts` collection: each with its
 * comments, oldest first. Authors are people of the users app, named as they were when they wrote.
 */

export const BlogPostRecord = z.object({
  id: Id,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  /** HTML, sanitised when it was stored. */
  content: z.string(),
  image: z.string(),
  author: BlogAuthor,
  date: z.iso.datetime(),
  categories: z.array(BlogCategory),
  status: BlogStatus,
  comments: z.array(BlogComment),
})
export type BlogPostRecord = z.infer<typeof BlogPostRecord>

/** The seed's "now": 09:00 UTC on the day the data is seeded for (./clock.ts); post times are hours before it. */
export const blogSeedNow = (day: Day = seedDay()): number => timeOn(day, '09:00')

const HOUR = 3_600_000

export function seedBlogPosts(day: Day = seedDay()): BlogPostRecord[] {
  const people = new Map<number, User>(seedUsers().map((user) => [user.id, user]))
  const authorOf = (id: number) => {
    const { fullName, avatar } = people.get(id)!
    return { fullName, avatar }
  }
  const now = blogSeedNow(day)
  return SEED_POSTS.map((post, index) => {
    const published = now - post.hoursAgo * HOUR
    return {
      id: index + 1,
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      content: post.content,
      image: blogImageOf(post.slug),
      author: authorOf(post.authorId),
      date: new Date(published).toISOString(),
      categories: [...post.categories],
      status: post.status,
      comments: post.comments.map((comment, n) => ({
        id: n + 1,
        author: authorOf(comment.by),
        date: new Date(published + comment.hoursAfter * HOUR).toISOString(),
        comment: comment.text,
      })),
    }
  })
}

/** Copy `n` of a post, for the large scenarios (./scenarios.ts): "Title 2" at slug "slug-2", so slugs stay unique. */
export function copyBlogPost(post: BlogPostRecord, n: number): BlogPostRecord {
  return { ...post, title: numberedName(post.title, n), slug: `${post.slug}-${n}` }
}
