import { useMemo } from 'react'
import { z } from 'zod'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { BlogCategory, BlogStatus, type BlogEdit } from '@/api/contract/blog'
import {
  BLOG_SLUG_PATTERN,
  MAX_BLOG_CONTENT_LENGTH,
  MAX_BLOG_EXCERPT_LENGTH,
  MAX_BLOG_SLUG_LENGTH,
  MAX_BLOG_TITLE_LENGTH,
} from '@/api/contract/blogValues'
import type { ZodForm } from '@/components/form'

/**
 * The post form's rules: the contract's (src/api/contract/blog.ts) field by field, with their
 * messages in the active language. What only the server knows (a slug another post has) comes back
 * as its 400 and shows under the field.
 */
export function usePostSchema() {
  const { t } = useLingui()
  return useMemo(() => {
    const atMost = (maximum: number) => plural(maximum, { one: 'Use at most # character', other: 'Use at most # characters' })
    return z.object({
      blogTitle: z.string().trim().min(1, t`Enter a title`).max(MAX_BLOG_TITLE_LENGTH, atMost(MAX_BLOG_TITLE_LENGTH)),
      slug: z
        .string()
        .trim()
        .min(1, t`Enter a slug`)
        .max(MAX_BLOG_SLUG_LENGTH, atMost(MAX_BLOG_SLUG_LENGTH))
        .regex(BLOG_SLUG_PATTERN, t`Use lowercase letters, digits and single hyphens only`),
      blogCategories: z.array(BlogCategory),
      status: BlogStatus,
      excerpt: z.string().trim().max(MAX_BLOG_EXCERPT_LENGTH, atMost(MAX_BLOG_EXCERPT_LENGTH)),
      featuredImage: z.string(),
      content: z.string().max(MAX_BLOG_CONTENT_LENGTH, t`The post is too long to save`),
    })
  }, [t])
}

export type PostSchema = ReturnType<typeof usePostSchema>
export type PostFormValues = z.input<PostSchema>
export type PostForm = ZodForm<PostSchema>

/** A new post: a draft with nothing in it yet. */
export const NEW_POST: PostFormValues = { blogTitle: '', slug: '', blogCategories: [], status: 'draft', excerpt: '', featuredImage: '', content: '' }

/** A post's fields as the form edits them. */
export function postFormValues({ id: _id, blogCategories, ...fields }: BlogEdit): PostFormValues {
  return { ...fields, blogCategories: [...blogCategories] }
}

/** Latin letters that are not an ASCII letter with marks, spelled in ASCII. */
const LETTERS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd' }

/**
 * A slug made from a title: "Notes From the Night Market!" → "notes-from-the-night-market". Accents go
 * (é → e, ß → ss); anything else that is not a letter or digit of ASCII joins words with a single hyphen.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđ]/g, (letter) => LETTERS[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BLOG_SLUG_LENGTH)
    .replace(/-+$/, '')
}
