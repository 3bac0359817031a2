import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '@/api'
import { listResource } from '@/api/listResource'
import { blogDetailData, blogEditData, blogListData, blogSidebarData, type BlogListQuery } from '@/api/contract/blog'
import { BLOG_PAGE_SIZES } from '@/api/contract/blogValues'
import { loadByCause, type LoadCause } from '@/lib/loadByCause'
import { queryKeys } from '@/lib/queryKeys'
import type { BlogSearch } from './search'

/** The call's query for the list's address, its defaults left out so equal views share one cache entry. */
function toBlogQuery({ q, page, perPage, category }: BlogSearch): BlogListQuery {
  return { ...(q !== '' && { q }), ...(page !== 1 && { page }), ...(perPage !== BLOG_PAGE_SIZES[0] && { perPage }), ...(category && { category }) }
}

/** The blog's posts: a page per query, each post (with its content and comments) by id. */
export const blogList = listResource({
  domain: 'blog',
  endpoint: blogListData,
  rowsField: 'posts',
  toQuery: toBlogQuery,
  record: async (id, signal) => (await api(blogDetailData, { query: { id }, signal })).post,
})

/**
 * The blog's cache, every key under ['blog', ...]: a saved post or a new comment refreshes them all.
 *
 *   blogKeys.page(query)   one page of the list
 *   blogKeys.record(id)    one post with its content and comments
 *   blogKeys.edit(id)      one post's fields for the edit form
 *   blogKeys.sidebar()     the recent posts and the categories' counts
 */
export const blogKeys = { ...blogList.keys, ...queryKeys('blog', { sidebar: () => [], edit: (id: number) => [id] }) }

export const blogQueries = {
  page: blogList.pageFor,
  post: blogList.queries.record,
  sidebar: () => queryOptions({ queryKey: blogKeys.sidebar(), queryFn: ({ signal }) => api(blogSidebarData, { signal }) }),
  edit: (id: number) => queryOptions({ queryKey: blogKeys.edit(id), queryFn: ({ signal }) => api(blogEditData, { query: { id }, signal }) }),
}

/**
 * The list's loader: its page and the sidebar. Each shows its own state when it fails (the list an
 * error with Retry, or page 1 for a page past the last), so neither fails the route.
 */
export const loadBlogList = (queryClient: QueryClient, search: BlogSearch, cause: LoadCause) =>
  loadByCause(queryClient, cause, [], { optional: [blogQueries.page(search), blogQueries.sidebar()] })

/** A post's loader: the post and the sidebar; a post that cannot be loaded shows its own state (not found, Retry). */
export const loadBlogPost = (queryClient: QueryClient, id: number, cause: LoadCause) =>
  loadByCause(queryClient, cause, [], { optional: [blogQueries.post(id), blogQueries.sidebar()] })

/** The edit form's loader: the post's fields, or the form's own not-found and Retry. */
export const loadBlogEdit = (queryClient: QueryClient, id: number, cause: LoadCause) =>
  loadByCause(queryClient, cause, [], { optional: [blogQueries.edit(id)] })

/** Opens the newest post on the detail or the edit page; the list when there is none. */
export const firstPostRedirect = (queryClient: QueryClient, to: '/pages/blog/detail/$id' | '/pages/blog/edit/$id') =>
  blogList.firstRecordRedirect(queryClient, to, '/pages/blog/list')
