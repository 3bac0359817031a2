import { endpointsIn } from '@/api/contract/endpoint'
import * as faqContract from '@/api/contract/faq'
import type { FaqData, HelpfulVotes, KbCategory, KbCategoryCard, KbQuestion, KbQuestionLink } from '@/api/contract/faq'
import { FAQ_CATEGORIES } from '@/api/contract/faqValues'
import { defineCollections } from '@/mocks/db'
import { addDays, seedDay } from '@/mocks/db/clock'
import { FAQ } from '@/mocks/db/faq'
import { HelpfulVoteRecord, seedHelpfulVotes } from '@/mocks/db/helpfulVotes'
import { KB_ARTICLES, KNOWLEDGE_BASE, type KbCategorySeed, type PlacedArticle } from '@/mocks/db/knowledgeBase'
import type { KbArticleSeed } from '@/mocks/db/knowledgeBaseArticles'
import { notFound } from '@/mocks/httpErrors'
import { implement } from './implement'

const { helpfulVotes } = defineCollections({
  helpfulVotes: { row: 'helpful vote', schema: HelpfulVoteRecord, seed: seedHelpfulVotes },
})

/** How many top articles a category card lists. */
const TOP_ARTICLES = 3
/** How many related articles an article lists. */
const RELATED = 5

/**
 * The FAQ and the knowledge base (src/api/contract/faq.ts): the FAQ filtered by a search, the
 * knowledge base's three levels (category cards, one category, one article) and, beyond the core
 * API, the search of article titles and the "was this helpful" vote, kept per user.
 */
export const handlers = implement(endpointsIn(faqContract), {
  faqData: ({ query }) => {
    const needle = query.q.trim().toLowerCase()
    const found: FaqData = {}
    for (const id of FAQ_CATEGORIES) {
      const category = FAQ[id]
      const qandA = needle === '' ? category.qandA : category.qandA.filter(({ question, ans }) => holds(question, needle) || holds(ans, needle))
      if (qandA.length > 0) found[id] = { ...category, qandA }
    }
    return found
  },

  knowledgeBaseData: ({ query }): KbCategoryCard[] => {
    const needle = query.q.trim().toLowerCase()
    return KNOWLEDGE_BASE.flatMap((category) => {
      const articles = articlesOf(category)
      const card = { id: category.id, slug: category.slug, title: category.title, icon: category.icon, description: category.description, articleCount: articles.length }
      if (needle === '') return [{ ...card, topArticles: [...articles].sort((a, b) => b.views - a.views).slice(0, TOP_ARTICLES).map(linkTo) }]
      const matches = articles.filter((article) => holds(article.title, needle))
      return matches.length > 0 ? [{ ...card, topArticles: matches.map(linkTo) }] : []
    })
  },

  knowledgeBaseCategory: ({ query }): KbCategory => {
    const { sections, ...category } = requireCategory(query.category)
    return {
      ...category,
      sections: sections.map(({ id, title, icon, articles }) => ({ id, title, icon, questions: articles.map(linkTo) })),
    }
  },

  knowledgeBaseQuestion: ({ query, user }): KbQuestion => {
    const category = requireCategory(query.category)
    const placed = KB_ARTICLES.find(({ article, category: { slug } }) => slug === category.slug && article.slug === query.question)
    if (!placed) throw notFound(`No article "${query.question}" in the knowledge base category "${category.title}"`)
    const { article, section } = placed
    return {
      id: article.id,
      slug: article.slug,
      title: article.title,
      lastUpdated: addDays(seedDay(), -article.updatedDaysAgo),
      relatedQuestions: relatedTo(placed),
      content: article.content,
      category: { slug: category.slug, title: category.title },
      section: { id: section.id, title: section.title },
      helpful: votesOn(article, user.id),
    }
  },

  voteKnowledgeBaseQuestion: ({ body: { questionId, vote }, user }) => {
    const placed = KB_ARTICLES.find(({ article }) => article.id === questionId)
    if (!placed) throw notFound(`No knowledge base article with id ${questionId}`)
    const mine = helpfulVotes.find((row) => row.articleId === questionId && row.userId === user.id)
    if (!mine) helpfulVotes.insert({ articleId: questionId, userId: user.id, vote })
    else if (mine.vote !== vote) helpfulVotes.update(mine.id, { vote })
    return { questionId, ...votesOn(placed.article, user.id) }
  },
})

/** Whether `text` holds the lower-cased `needle`, whatever the case. */
function holds(text: string, needle: string): boolean {
  return text.toLowerCase().includes(needle)
}

function requireCategory(slug: string): KbCategorySeed {
  const category = KNOWLEDGE_BASE.find((candidate) => candidate.slug === slug)
  if (!category) throw notFound(`No knowledge base category "${slug}"`)
  return category
}

const articlesOf = (category: KbCategorySeed): KbArticleSeed[] => category.sections.flatMap((section) => section.articles)

const linkTo = ({ id, title, slug }: KbArticleSeed): KbQuestionLink => ({ id, question: title, slug })

/** The other articles of its section, then of its category's other sections. */
function relatedTo({ article, section, category }: PlacedArticle): KbQuestionLink[] {
  const others = [...section.articles, ...category.sections.filter((other) => other !== section).flatMap((other) => other.articles)]
  return others.filter((other) => other.id !== article.id).slice(0, RELATED).map(linkTo)
}

function votesOn(article: KbArticleSeed, userId: number): HelpfulVotes {
  const votes = helpfulVotes.filter((row) => row.articleId === article.id)
  return {
    yes: article.seedYes + votes.filter((row) => row.vote === 'yes').length,
    no: article.seedNo + votes.filter((row) => row.vote === 'no').length,
    yourVote: votes.find((row) => row.userId === userId)?.vote ?? null,
  }
}
