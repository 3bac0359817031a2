import { z } from 'zod'
import { domainEndpoint } from './endpoint'
import { NOT_FOUND } from './errors'
import { Id } from './numbers'

// Every call acts on the subject the screens guard with: a GET needs `read`, a write `update` (see ./endpoint.ts).
const endpoint = domainEndpoint('Form')
/** The navbar's search and bookmarks are every signed-in user's: each role reads Auth (they list only pages it may open). */
const EVERY_SIGNED_IN_USER = { action: 'read', subject: 'Auth' }

// ---- Entities: autocomplete item, page-search, file and contact items ----

export const AutocompleteItem = z.object({ id: Id, title: z.string(), rank: z.number().int() })
export type AutocompleteItem = z.infer<typeof AutocompleteItem>

/**
 * A page of the app in the search index. `title` is in the language the request asked for
 * (`Accept-Language`: en, de, fr or pt; anything else gets en).
 */
export const PageSearchItem = z.object({
  id: Id,
  /** A stable name of the route, e.g. "access-control". */
  target: z.string(),
  isBookmarked: z.boolean(),
  title: z.string(),
  /** Name of an icon of @mui/icons-material, e.g. "HomeOutlined"; the screen maps it to the component. */
  icon: z.string(),
  /** The route's path, e.g. "/access-control". */
  link: z.string(),
  /** Beyond the SPEC: other words the page is found by, in the title's language. A back end that sends none: the title alone. */
  keywords: z.array(z.string()).optional(),
  /** Beyond the SPEC: false for a page that only makes sense as a step (an error page); absent means it may be bookmarked. */
  bookmarkable: z.boolean().optional(),
})
export type PageSearchItem = z.infer<typeof PageSearchItem>

export const FileSearchItem = z.object({
  /** File name, e.g. "Financial Report.pdf". */
  title: z.string(),
  /** Who uploaded it. */
  by: z.string(),
  /** Human-readable size, e.g. "52kb". */
  size: z.string(),
  /** Path of the file's type icon or thumbnail. */
  file: z.string(),
})
export type FileSearchItem = z.infer<typeof FileSearchItem>

export const ContactSearchItem = z.object({
  /** The contact's name. */
  title: z.string(),
  email: z.email(),
  /** Avatar path or URL. */
  img: z.string(),
  /** When the contact was added: MM/DD/YYYY text, like a datatable row's start_date. */
  date: z.string(),
})
export type ContactSearchItem = z.infer<typeof ContactSearchItem>

/** How many results of each group the search shows. */
const searchLimit = z.number().int().positive()

/**
 * One group of the global search. `groupTitle` is a fixed identifier (not a translated label):
 * the screen translates it and narrows `data` by it.
 */
export const SearchGroup = z.discriminatedUnion('groupTitle', [
  z.object({ groupTitle: z.literal('Pages'), searchLimit, data: z.array(PageSearchItem) }),
  z.object({ groupTitle: z.literal('Files'), searchLimit, data: z.array(FileSearchItem) }),
  z.object({ groupTitle: z.literal('Contacts'), searchLimit, data: z.array(ContactSearchItem) }),
])
export type SearchGroup = z.infer<typeof SearchGroup>

export const Bookmarks = z.object({
  /** Every page, bookmarked or not. */
  suggestions: z.array(PageSearchItem),
  /** The bookmarked pages only. */
  bookmarks: z.array(PageSearchItem),
})
export type Bookmarks = z.infer<typeof Bookmarks>

// ---- Endpoints ----

export const autocompleteData = endpoint({
  method: 'GET',
  path: '/api/autocomplete/data',
  description: 'The 100 autocomplete demo items (the cities where the demo company has customers, ranked by customers).',
  response: z.object({ autoComplete: z.array(AutocompleteItem) }),
})

export const mainSearchData = endpoint({
  ability: EVERY_SIGNED_IN_USER,
  method: 'GET',
  path: '/api/main-search/data',
  description:
    'The whole search index in the groups Pages, Files and Contacts, each with its searchLimit (4); the client filters by the typed text. Page titles follow Accept-Language.',
  response: z.object({ searchArr: z.array(SearchGroup) }),
})

export const bookmarksData = endpoint({
  ability: EVERY_SIGNED_IN_USER,
  method: 'GET',
  path: '/api/bookmarks/data',
  description: 'Every page as suggestions and the bookmarked ones as bookmarks. Page titles follow Accept-Language.',
  response: Bookmarks,
})

export const updateBookmark = endpoint({
  ability: EVERY_SIGNED_IN_USER,
  method: 'POST',
  path: '/api/bookmarks/update',
  description: "Toggles a page's bookmark; answers the page as it is now. Unknown id: 404.",
  body: z.object({ id: Id }),
  response: PageSearchItem,
  errors: NOT_FOUND,
})
