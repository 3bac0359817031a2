import { endpointsIn } from '@/api/contract/endpoint'
import * as searchContract from '@/api/contract/search'
import { defineCollections } from '@/mocks/db'
import { seedAutocompleteItems } from '@/mocks/db/autocomplete'
import { seedPages, toPageItem } from '@/mocks/db/pages'
import { seedSearchContacts, seedSearchFiles } from '@/mocks/db/searchItems'
import { implement } from './implement'
import { requestedLanguage } from './language'

/** How many results of each group the global search shows (SPEC section 9). */
const SEARCH_LIMIT = 4

const { autocompleteItems, pages, searchFiles, searchContacts } = defineCollections({
  autocompleteItems: { row: 'item', seed: seedAutocompleteItems },
  pages: { row: 'page', seed: seedPages },
  searchFiles: { row: 'file', seed: seedSearchFiles },
  searchContacts: { row: 'contact', seed: seedSearchContacts },
})

/**
 * Autocomplete demo data, the global search index and page bookmarks (SPEC section 7,
 * "Datatables and search"). Page titles are in the language of the request's Accept-Language.
 */
export const handlers = implement(endpointsIn(searchContract), {
  autocompleteData: () => ({ autoComplete: [...autocompleteItems.all()] }),

  mainSearchData: ({ request }) => {
    const language = requestedLanguage(request)
    return {
      searchArr: [
        { groupTitle: 'Pages' as const, searchLimit: SEARCH_LIMIT, data: pages.all().map((page) => toPageItem(page, language)) },
        { groupTitle: 'Files' as const, searchLimit: SEARCH_LIMIT, data: [...searchFiles.all()] },
        { groupTitle: 'Contacts' as const, searchLimit: SEARCH_LIMIT, data: [...searchContacts.all()] },
      ],
    }
  },

  bookmarksData: ({ request }) => {
    const language = requestedLanguage(request)
    const suggestions = pages.all().map((page) => toPageItem(page, language))
    return { suggestions, bookmarks: suggestions.filter((page) => page.isBookmarked) }
  },

  updateBookmark: ({ body, request }) => {
    const page = pages.require(body.id)
    // Bookmarks belong to the demo, not to a user: every account sees the same ones.
    const updated = pages.update(page.id, { isBookmarked: !page.isBookmarked })!
    return toPageItem(updated, requestedLanguage(request))
  },
})
