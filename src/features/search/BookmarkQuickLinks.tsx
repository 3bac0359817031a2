import { lazyOnOpen } from '@/components/lazyOnOpen'
import { useBookmarks } from './useBookmarks'

// The links draw each page's own icon (PageIcon knows every page's): their code loads once there are
// bookmarks to show, after the first paint, rather than with every page.
const BookmarkQuickLinkBar = lazyOnOpen(() => import('./BookmarkQuickLinkBar').then((m) => m.BookmarkQuickLinkBar))

/** The bookmarked pages as icon links in the navbar (wide screens only; the menu has them all). */
export function BookmarkQuickLinks() {
  const { data } = useBookmarks()
  const bookmarks = data?.bookmarks ?? []
  return <BookmarkQuickLinkBar open={bookmarks.length > 0} bookmarks={bookmarks} />
}
