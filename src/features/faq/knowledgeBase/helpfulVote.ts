import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { api } from '@/api'
import { voteKnowledgeBaseQuestion, type HelpfulVotes, type KbQuestion } from '@/api/contract/faq'
import type { HelpfulVote } from '@/api/contract/faqValues'
import { optimisticMutation } from '@/lib/optimisticMutation'
import { faqKeys } from '../queries'

/** The votes once the viewer's own moves to `vote`: their earlier one taken back, the new one counted. */
export function withVote(votes: HelpfulVotes, vote: HelpfulVote): HelpfulVotes {
  if (votes.yourVote === vote) return votes
  const counts = { yes: votes.yes, no: votes.no }
  if (votes.yourVote) counts[votes.yourVote] = Math.max(0, counts[votes.yourVote] - 1)
  counts[vote] += 1
  return { ...counts, yourVote: vote }
}

/** The viewer's "was this helpful" vote on an article: shown at once, taken back with a toast if the back end refuses. */
export function useHelpfulVote(article: Pick<KbQuestion, 'id' | 'slug' | 'category'>) {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  const key = faqKeys.article(article.category.slug, article.slug)
  const write = (change: (votes: HelpfulVotes) => HelpfulVotes) =>
    queryClient.setQueryData<KbQuestion>(key, (data) => data && { ...data, helpful: change(data.helpful) })
  return useMutation(
    optimisticMutation(queryClient, {
      keys: () => [key],
      mutationFn: (vote: HelpfulVote) => api(voteKnowledgeBaseQuestion, { body: { questionId: article.id, vote } }),
      apply: (_cache, vote) => write((votes) => withVote(votes, vote)),
      applyAnswer: (_cache, { yes, no, yourVote }) => write(() => ({ yes, no, yourVote })),
      errorMessage: () => t`Your vote could not be saved. Please try again.`,
    }),
  )
}
