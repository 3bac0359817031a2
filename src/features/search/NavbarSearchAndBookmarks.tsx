import { useSession } from '@/auth/session'
import { BookmarkQuickLinks } from './BookmarkQuickLinks'
import { BookmarksMenu } from './BookmarksMenu'
import { SearchButton } from './SearchButton'

/**
 * The navbar's search and bookmarks. Their calls need a signed-in user, so a visitor sees neither
 * (rather than a button that would answer 401).
 */
export function NavbarSearchAndBookmarks() {
  const { userData } = useSession()
  if (!userData) return null
  return (
    <>
      <SearchButton />
      <BookmarkQuickLinks />
      <BookmarksMenu />
    </>
  )
}
