import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { api } from '@/api'
import { updateBookmark, type Bookmarks, type PageSearchItem } from '@/api/contract/search'
import { optimisticMutation } from '@/lib/optimisticMutation'
import { setFlagInBookmarks, setFlagInIndex, type SearchIndex } from './bookmarkCache'
import { searchKeys } from './searchQueries'

/**
 * Writes one page's bookmark flag into every cached answer that shows it, in every language: the
 * flag is the same whatever language titles the page.
 */
function writeFlag(queryClient: QueryClient, id: number, isBookmarked: boolean) {
  const inBookmarks = (data: Bookmarks | undefined) => data && setFlagInBookmarks(data, id, isBookmarked)
  const inIndex = (data: SearchIndex | undefined) => data && setFlagInIndex(data, id, isBookmarked)
  queryClient.setQueriesData({ queryKey: searchKeys.bookmarks.prefix() }, inBookmarks)
  queryClient.setQueriesData({ queryKey: searchKeys.index.prefix() }, inIndex)
}

/**
 * Stars or unstars a page (`POST /api/bookmarks/update` toggles the flag). The star flips at once;
 * if the back end refuses, the flag flips back and a toast says so.
 */
export function useToggleBookmark() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation(
    optimisticMutation(queryClient, {
      keys: () => [searchKeys.bookmarks.prefix(), searchKeys.index.prefix()],
      mutationFn: (page: PageSearchItem) => api(updateBookmark, { body: { id: page.id } }),
      apply: (cache, page) => writeFlag(cache, page.id, !page.isBookmarked),
      applyAnswer: (cache, answer) => writeFlag(cache, answer.id, answer.isBookmarked),
      errorMessage: (page) => t`Could not update the bookmark "${page.title}". Please try again.`,
    }),
  )
}
