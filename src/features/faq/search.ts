import { FAQ_CATEGORIES } from '@/api/contract/faqValues'
import { oneOf, text } from '@/lib/readers'
import { urlSearch, type SearchOf } from '@/lib/urlSearch'

/*
 * The addresses of the FAQ and the knowledge base's front page. Routes import this file, whose code
 * lands in the entry chunk: it reads with the small readers, not zod.
 */

/**
 * /pages/faq?q=refund&category=payment: the search, and the open category (none: the first with
 * questions). A new search opens the first category that has matches. Typing replaces the address
 * rather than adding a history entry per word, and keeps the page where it is scrolled.
 */
export const faqSearch = urlSearch(
  { q: text(''), category: oneOf(FAQ_CATEGORIES, undefined) },
  { resets: { category: ['q'] }, navigation: { replace: true, resetScroll: false } },
)
export type FaqSearch = SearchOf<typeof faqSearch>

/** /pages/knowledge-base?q=refund: the search of article titles. */
export const knowledgeBaseSearch = urlSearch({ q: text('') }, { navigation: { replace: true, resetScroll: false } })
export type KnowledgeBaseSearch = SearchOf<typeof knowledgeBaseSearch>
