// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BLOG_SLUG_PATTERN, MAX_BLOG_SLUG_LENGTH } from '@/api/contract/blogValues'
import { slugify } from './postForm'

describe('slugify', () => {
  it.each([
    ['Notes From the Night Market!', 'notes-from-the-night-market'],
    ['  Café crème à Lisboa  ', 'cafe-creme-a-lisboa'],
    ['Top 10 -- games   of 2025', 'top-10-games-of-2025'],
    ['Über Größe, Smørrebrød', 'uber-grosse-smorrebrod'],
    ['日本語', ''],
    ['', ''],
  ])('makes %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('makes a slug the server takes, however long the title', () => {
    const slug = slugify(`${'word '.repeat(40)}end`)
    expect(slug.length).toBeLessThanOrEqual(MAX_BLOG_SLUG_LENGTH)
    expect(slug).toMatch(BLOG_SLUG_PATTERN)
  })
})
