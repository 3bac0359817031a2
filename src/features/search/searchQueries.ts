import { queryOptions } from '@tanstack/react-query'
import { useLingui } from '@lingui/react'
import { api } from '@/api'
import { bookmarksData, mainSearchData } from '@/api/contract/search'
import { queryKeys } from '@/lib/queryKeys'

/**
 * Keys of the search feature. The back end titles pages in the language the client sends
 * (`Accept-Language` follows the active locale), so the locale is part of every key: switching
 * language shows another cache entry instead of English titles under a German key.
 */
export const searchKeys = queryKeys('search', {
  index: (locale: string) => [locale],
  bookmarks: (locale: string) => [locale],
})

export const searchQueries = {
  /** The whole search index (Pages, Files, Contacts); the screen filters it by the typed text. */
  index: (locale: string) =>
    queryOptions({
      queryKey: searchKeys.index(locale),
      queryFn: ({ signal }) => api(mainSearchData, { signal }),
    }),
  /** Every page as a suggestion, and the bookmarked ones. */
  bookmarks: (locale: string) =>
    queryOptions({
      queryKey: searchKeys.bookmarks(locale),
      queryFn: ({ signal }) => api(bookmarksData, { signal }),
    }),
}

/** The locale the API client sends right now, i.e. the one to key search queries with. */
export function useSearchLocale(): string {
  return useLingui().i18n.locale
}
