import type { ResponseOf } from '@/api/contract/endpoint'
import type { Bookmarks, PageSearchItem, mainSearchData } from '@/api/contract/search'

export type SearchIndex = ResponseOf<typeof mainSearchData>

const withFlag = (page: PageSearchItem, id: number, isBookmarked: boolean): PageSearchItem =>
  page.id === id ? { ...page, isBookmarked } : page

/**
 * The bookmarks answer with one page's flag set. The list of bookmarks is derived from the
 * suggestions again, as the back end does, so it keeps the back end's order (that of the pages).
 */
export function setFlagInBookmarks(data: Bookmarks, id: number, isBookmarked: boolean): Bookmarks {
  const suggestions = data.suggestions.map((page) => withFlag(page, id, isBookmarked))
  return { suggestions, bookmarks: suggestions.filter((page) => page.isBookmarked) }
}

/** The search index with one page's flag set (only the Pages group holds bookmarkable items). */
export function setFlagInIndex(data: SearchIndex, id: number, isBookmarked: boolean): SearchIndex {
  return {
    searchArr: data.searchArr.map((group) =>
      group.groupTitle === 'Pages' ? { ...group, data: group.data.map((page) => withFlag(page, id, isBookmarked)) } : group,
    ),
  }
}
