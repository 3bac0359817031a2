import { BLOG_CATEGORIES, BLOG_PAGE_SIZES } from '@/api/contract/blogValues'
import { listSearch, type ListSearchChange, type SearchOf } from '@/lib/listSearch'
import { boolean, oneOf } from '@/lib/readers'
import { urlSearch } from '@/lib/urlSearch'

/**
 * The blog list's address: /pages/blog/list?q=porto&category=travel&page=2. The search, the category
 * and the page are here, so a reload or a shared link shows the same posts; defaults stay out.
 * Routes import this file, whose code lands in the entry chunk: declarations only, no zod.
 */
export const blogSearch = listSearch({
  pageSizes: BLOG_PAGE_SIZES,
  filters: { category: oneOf(BLOG_CATEGORIES, undefined) },
})

export type BlogSearch = SearchOf<typeof blogSearch>
export type BlogSearchChange = ListSearchChange<BlogSearch>

/**
 * The edit page's address without a post: /pages/blog/edit opens the newest post in the form, and
 * /pages/blog/edit?new=true the same form empty, for a new post.
 */
export const blogEditSearch = urlSearch({ new: boolean(false) })
