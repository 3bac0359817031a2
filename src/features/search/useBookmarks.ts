import { useCallback } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Bookmarks } from '@/api/contract/search'
import { useCanOpen } from '@/auth/useCanOpen'
import { searchQueries, useSearchLocale } from './searchQueries'

/**
 * The bookmarks and the pages to bookmark, only those the user may open: a page bookmarked as
 * admin, or by a back end that does not filter, must not offer a client a page it is refused.
 */
export function openableBookmarks({ bookmarks, suggestions }: Bookmarks, canOpen: (link: string) => boolean): Bookmarks {
  return { bookmarks: bookmarks.filter((page) => canOpen(page.link)), suggestions: suggestions.filter((page) => canOpen(page.link)) }
}

/** The bookmarks answer as the navbar shows it: see `openableBookmarks`. */
export function useBookmarks() {
  const canOpen = useCanOpen()
  const select = useCallback((answer: Bookmarks) => openableBookmarks(answer, canOpen), [canOpen])
  return useQuery({ ...searchQueries.bookmarks(useSearchLocale()), select })
}
