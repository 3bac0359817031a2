import { endpointsIn } from '@/api/contract/endpoint'
import * as searchContract from '@/api/contract/search'
import { defineCollections } from '@/mocks/db'
import { copyAutocompleteItem, seedAutocompleteItems } from '@/mocks/db/autocomplete'
import { PageRecord, pageAbility, pageBookmarkable, seedPages, toPageItem } from '@/mocks/db/pages'
import {
  SearchContactRecord,
  SearchFileRecord,
  copySearchContact,
  copySearchFile,
  seedSearchContacts,
  seedSearchFiles,
} from '@/mocks/db/searchItems'
import type { AccountRecord } from '@/mocks/db/accounts'
import { badRequest, forbidden } from '@/mocks/httpErrors'
import { implement } from './implement'
import { requestedLanguage } from './language'
import { may } from './permissions'

/** How many results of each group the global search shows. */
const SEARCH_LIMIT = 4

const { autocompleteItems, pages, searchFiles, searchContacts } = defineCollections({
  autocompleteItems: { row: 'item', schema: searchContract.AutocompleteItem, seed: seedAutocompleteItems, copy: copyAutocompleteItem },
  // The app's own pages: the same in every scenario.
  pages: { row: 'page', schema: PageRecord, seed: seedPages },
  searchFiles: { row: 'file', schema: SearchFileRecord, seed: seedSearchFiles, copy: copySearchFile },
  searchContacts: { row: 'contact', schema: SearchContactRecord, seed: seedSearchContacts, copy: copySearchContact },
})

/** Whether `user` may open `page`, by the ability its route asks (a page the app lacks: no). */
function mayOpen(user: Readonly<AccountRecord>, page: Readonly<PageRecord>): boolean {
  const need = pageAbility(page.target)
  return need !== undefined && may(user, need)
}

/** The pages of the index `user` may open: search and bookmarks offer nothing the routes would refuse. */
const openablePages = (user: Readonly<AccountRecord>) => pages.all().filter((page) => mayOpen(user, page))

/**
 * Autocomplete demo data, the global search index and page bookmarks (src/api/contract/search.ts).
 * Page titles are in the language of the request's Accept-Language.
 * The autocomplete items feed the Autocomplete page (`read Form`); search and bookmarks are the
 * navbar's, for every signed-in user, and list only the pages that user may open.
 */
export const handlers = implement(endpointsIn(searchContract), {
  autocompleteData: () => ({ autoComplete: [...autocompleteItems.all()] }),

  mainSearchData: ({ request, user }) => {
    const language = requestedLanguage(request)
    return {
      searchArr: [
        { groupTitle: 'Pages' as const, searchLimit: SEARCH_LIMIT, data: openablePages(user).map((page) => toPageItem(page, language)) },
        { groupTitle: 'Files' as const, searchLimit: SEARCH_LIMIT, data: [...searchFiles.all()] },
        { groupTitle: 'Contacts' as const, searchLimit: SEARCH_LIMIT, data: [...searchContacts.all()] },
      ],
    }
  },

  bookmarksData: ({ request, user }) => {
    const language = requestedLanguage(request)
    const suggestions = openablePages(user)
      .filter((page) => pageBookmarkable(page.target))
      .map((page) => toPageItem(page, language))
    return { suggestions, bookmarks: suggestions.filter((page) => page.isBookmarked) }
  },

  updateBookmark: ({ body, request, user }) => {
    const page = pages.require(body.id)
    if (!mayOpen(user, page)) throw forbidden(`The ${user.role} role may not open the page ${page.link}`)
    if (!pageBookmarkable(page.target)) throw badRequest({ id: [`The page ${page.link} cannot be bookmarked`] })
    // Bookmarks belong to the demo, not to a user: every account sees the same ones.
    const updated = pages.update(page.id, { isBookmarked: !page.isBookmarked })!
    return toPageItem(updated, requestedLanguage(request))
  },
})
