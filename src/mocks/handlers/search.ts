import { autocompleteData, bookmarksData, mainSearchData, updateBookmark } from '@/api/contract'
import { db, toPageItem } from '@/mocks/db'
import { handle } from './handle'
import { notFound } from './httpErrors'
import { requestedLanguage } from './language'

/** How many results of each group the global search shows (SPEC section 9). */
const SEARCH_LIMIT = 4

/**
 * Autocomplete demo data, the global search index and page bookmarks (SPEC section 7,
 * "Datatables and search"). Page titles are in the language of the request's Accept-Language.
 */
export const searchHandlers = [
  handle(autocompleteData, () => ({ autoComplete: [...db.autocompleteItems.all()] })),

  handle(mainSearchData, ({ request }) => {
    const language = requestedLanguage(request)
    const pages = db.pages.all().map((page) => toPageItem(page, language))
    return {
      searchArr: [
        { groupTitle: 'Pages' as const, searchLimit: SEARCH_LIMIT, data: pages },
        { groupTitle: 'Files' as const, searchLimit: SEARCH_LIMIT, data: [...db.searchFiles.all()] },
        { groupTitle: 'Contacts' as const, searchLimit: SEARCH_LIMIT, data: [...db.searchContacts.all()] },
      ],
    }
  }),

  handle(bookmarksData, ({ request }) => {
    const language = requestedLanguage(request)
    const suggestions = db.pages.all().map((page) => toPageItem(page, language))
    return { suggestions, bookmarks: suggestions.filter((page) => page.isBookmarked) }
  }),

  handle(updateBookmark, ({ body, request }) => {
    const page = db.pages.get(body.id)
    if (!page) throw notFound(`No page with id ${body.id}`)
    // Bookmarks belong to the demo, not to a user: every account sees the same ones.
    const updated = db.pages.update(page.id, { isBookmarked: !page.isBookmarked })!
    return toPageItem(updated, requestedLanguage(request))
  }),
]
