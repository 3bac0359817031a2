import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query'
import { api } from '@/api'
import { PROFILE_POSTS_PER_PAGE, profileData, profilePosts, type ProfileData, type ProfilePostsPage } from '@/api/contract/profile'
import { queryKeys } from '@/lib/queryKeys'

/** Keys of the profile page: the page itself, and its posts as loaded so far ("load more"). */
export const profileKeys = queryKeys('profile', { data: () => [], posts: () => [] })

export type LoadedPosts = InfiniteData<ProfilePostsPage, number>

export const profileQueries = {
  data: () =>
    queryOptions({
      queryKey: profileKeys.data(),
      queryFn: ({ signal }) => api(profileData, { signal }),
    }),
  /**
   * The posts, page by page. The first page comes with the profile (`firstPageOf`), so the feed
   * opens without a call of its own; refetching it (after a like) asks for every loaded page.
   */
  posts: () =>
    infiniteQueryOptions({
      queryKey: profileKeys.posts(),
      queryFn: ({ pageParam, signal }) => api(profilePosts, { query: { page: pageParam, perPage: PROFILE_POSTS_PER_PAGE }, signal }),
      initialPageParam: 1,
      getNextPageParam: (last: ProfilePostsPage, pages: ProfilePostsPage[], lastPage: number) =>
        last.posts.length > 0 && pages.reduce((loaded, page) => loaded + page.posts.length, 0) < last.total ? lastPage + 1 : undefined,
    }),
}

/** The feed's first page as the profile brought it. */
export function firstPageOf(data: ProfileData): LoadedPosts {
  return { pages: [{ posts: data.posts, total: data.postsTotal }], pageParams: [1] }
}

