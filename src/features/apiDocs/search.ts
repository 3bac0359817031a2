import { text } from '@/lib/readers'
import { urlSearch, type SearchOf } from '@/lib/urlSearch'

/**
 * The API reference's address: the tag shown (?tag=users), the search text (?q=), the open
 * operation (?op=usersData, its operationId) and the open schema (?schema=User), so a reload or a
 * shared link shows the same place. Routes import this file, whose code lands in the entry chunk:
 * it reads with the small readers, not zod.
 */

/** A name from the document: a tag, an operationId or a schema's name. */
const name = text(undefined, (value) => value.trim() !== '' && value.length <= 200)

/** Spread `.route` into the route: no search text leaves the address plain. A change keeps the page where it is scrolled. */
export const apiDocsSearch = urlSearch(
  {
    q: text('', (value) => value.length <= 200),
    tag: name,
    op: name,
    schema: name,
  },
  { navigation: { resetScroll: false } },
)

export type ApiDocsSearch = SearchOf<typeof apiDocsSearch>
