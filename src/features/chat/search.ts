import { integer, text } from '@/lib/readers'
import { urlSearch, type SearchChange, type SearchOf } from '@/lib/urlSearch'

/**
 * The chat app's address: the open chat in the path (/apps/chat/3, the contact's id), the search
 * over chats and contacts in the query (?q=fel). Routes import this file, whose code lands in the
 * entry chunk: it holds the declarations and nothing else.
 */

/** The longest search text kept in the address; a longer one is dropped. */
const MAX_Q_LENGTH = 100

const readQ = text('', (q) => q.length <= MAX_Q_LENGTH)

/** Both routes' search: the text the lists are filtered by. Typing replaces the history entry. */
export const chatSearch = urlSearch({ q: readQ }, { navigation: { replace: true } })

export type ChatSearch = SearchOf<typeof chatSearch>
export type ChatSearchChange = SearchChange<ChatSearch>

/** /apps/chat also reads ?id=3, the way older links open a chat: it redirects to /apps/chat/3. */
export const chatIndexSearch = urlSearch({ q: readQ, id: integer(undefined, { min: 1 }) }, { navigation: { replace: true } })
