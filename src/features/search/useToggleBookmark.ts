import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { showToast } from '@/components/toast'
import { api } from '@/api'
import { updateBookmark, type PageSearchItem } from '@/api/contract'
import { setFlagInBookmarks, setFlagInIndex } from './bookmarkCache'
import { searchKeys, searchQueries, useSearchLocale } from './searchQueries'

/** Writes one page's bookmark flag into both cached answers of this locale that show it. */
function writeFlag(queryClient: QueryClient, locale: string, id: number, isBookmarked: boolean) {
  queryClient.setQueryData(searchQueries.bookmarks(locale).queryKey, (data) => data && setFlagInBookmarks(data, id, isBookmarked))
  queryClient.setQueryData(searchQueries.index(locale).queryKey, (data) => data && setFlagInIndex(data, id, isBookmarked))
}

/**
 * Stars or unstars a page (`POST /api/bookmarks/update` toggles the flag). The star flips at once;
 * if the back end refuses, the flag flips back and a toast says so.
 */
export function useToggleBookmark() {
  const queryClient = useQueryClient()
  const locale = useSearchLocale()
  const { t } = useLingui()

  return useMutation({
    mutationFn: (page: PageSearchItem) => api(updateBookmark, { body: { id: page.id } }),
    onMutate: async (page) => {
      // A fetch under way would land after the optimistic change and undo it.
      await queryClient.cancelQueries({ queryKey: searchKeys.bookmarks(locale) })
      await queryClient.cancelQueries({ queryKey: searchKeys.index(locale) })
      writeFlag(queryClient, locale, page.id, !page.isBookmarked)
    },
    onError: (_error, page) => {
      // Only this page's flag goes back, not a whole snapshot: another toggle may be in flight.
      writeFlag(queryClient, locale, page.id, page.isBookmarked)
      showToast(t`Could not update the bookmark "${page.title}". Please try again.`, { variant: 'error' })
    },
    // The answer is the page as it now is: trust it over the guess.
    onSuccess: (answer) => writeFlag(queryClient, locale, answer.id, answer.isBookmarked),
    onSettled: () =>
      // The other languages' cached answers now hold an outdated flag: they refetch when next shown.
      queryClient.invalidateQueries({ queryKey: searchKeys.all, predicate: (query) => query.queryKey[1] !== locale }),
  })
}
