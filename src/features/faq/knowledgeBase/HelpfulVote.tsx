import { useId } from 'react'
import Box from '@mui/material/Box'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined'
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined'
import { Plural, Trans } from '@lingui/react/macro'
import type { KbQuestion } from '@/api/contract/faq'
import type { HelpfulVote as Vote } from '@/api/contract/faqValues'
import { useHelpfulVote } from './helpfulVote'

/**
 * "Was this article helpful?" with Yes and No: the viewer's answer is pressed, and they may change
 * it. Under it, how many readers found the article helpful.
 */
export function HelpfulVote({ article }: { article: KbQuestion }) {
  const questionId = useId()
  const vote = useHelpfulVote(article)
  const { yes, no, yourVote } = article.helpful
  const total = yes + no
  return (
    <Box data-testid="kb-helpful" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
      <Box>
        <Typography id={questionId} sx={{ fontWeight: 600 }}>
          <Trans>Was this article helpful?</Trans>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="kb-helpful-count">
          <Plural value={total} one={`${yes} of # reader found it helpful`} other={`${yes} of # readers found it helpful`} />
        </Typography>
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={yourVote}
        aria-labelledby={questionId}
        // Pressing one's own answer again keeps it: a vote is changed, not withdrawn.
        onChange={(_, next: Vote | null) => next !== null && vote.mutate(next)}
      >
        <ToggleButton value="yes" sx={{ px: 2, gap: 1 }}>
          <ThumbUpOutlined fontSize="small" />
          <Trans>Yes</Trans>
        </ToggleButton>
        <ToggleButton value="no" sx={{ px: 2, gap: 1 }}>
          <ThumbDownOutlined fontSize="small" />
          <Trans>No</Trans>
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  )
}
