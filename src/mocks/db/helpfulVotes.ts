import { z } from 'zod'
// Exact modules, not the contract's index: this collection loads with the FAQ domain alone.
import { HelpfulVote } from '@/api/contract/faq'
import { Id } from '@/api/contract/numbers'

/**
 * The "was this helpful" votes of the demo accounts on knowledge base articles: one row per user and
 * article, changed in place when the user changes their mind. Readers outside the demo accounts are
 * counted in the articles' own figures (./knowledgeBaseArticles.ts), so the seed is empty.
 */
export const HelpfulVoteRecord = z.object({ id: Id, articleId: Id, userId: Id, vote: HelpfulVote })
export type HelpfulVoteRecord = z.infer<typeof HelpfulVoteRecord>

export const seedHelpfulVotes = (): HelpfulVoteRecord[] => []
