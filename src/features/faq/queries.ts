import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api'
import { faqData, knowledgeBaseCategory, knowledgeBaseData, knowledgeBaseQuestion } from '@/api/contract/faq'
import { queryKeys } from '@/lib/queryKeys'

/**
 * The FAQ and knowledge base's cache:
 *
 *   faqKeys.faq(q)                      the FAQ for a search ('' for all of it)
 *   faqKeys.cards(q)                    the knowledge base's category cards for a search
 *   faqKeys.category(slug)              one category with its sections
 *   faqKeys.article(category, slug)     one article, with the viewer's vote
 */
export const faqKeys = queryKeys('faq', {
  faq: (q: string) => [q],
  cards: (q: string) => [q],
  category: (slug: string) => [slug],
  article: (category: string, slug: string) => [category, slug],
})

// An empty search is sent as none, so '' and no q share one cache entry.
const searchOf = (q: string) => (q.trim() === '' ? {} : { q: q.trim() })

export const faqQueries = {
  faq: (q: string) => queryOptions({ queryKey: faqKeys.faq(q.trim()), queryFn: ({ signal }) => api(faqData, { query: searchOf(q), signal }) }),
  cards: (q: string) =>
    queryOptions({ queryKey: faqKeys.cards(q.trim()), queryFn: ({ signal }) => api(knowledgeBaseData, { query: searchOf(q), signal }) }),
  /** A 404 (ApiError) when there is no such category: the page shows "not found". */
  category: (slug: string) =>
    queryOptions({ queryKey: faqKeys.category(slug), queryFn: ({ signal }) => api(knowledgeBaseCategory, { query: { category: slug }, signal }) }),
  /** A 404 (ApiError) when the category or the article is unknown. */
  article: (category: string, slug: string) =>
    queryOptions({
      queryKey: faqKeys.article(category, slug),
      queryFn: ({ signal }) => api(knowledgeBaseQuestion, { query: { category, question: slug }, signal }),
    }),
}
