import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import LinearProgress from '@mui/material/LinearProgress'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { PollOption } from '@/api/contract/profile'
import { TintedChip } from '@/components/TintedChip'
import { formatPercent } from '../format'
import { useVote } from '../pageMutations'
import { SectionCard } from '../parts/SectionCard'

/**
 * The page's poll: pick an option and vote; the bars show each option's share, the viewer's vote
 * marked. Voting again moves the one vote.
 */
export function PollCard({ options }: { options: readonly PollOption[] }) {
  const { t } = useLingui()
  const questionId = useId()
  const vote = useVote()
  const current = options.find((option) => option.youVoted)?.id
  const [picked, setPicked] = useState(current)
  const total = options.reduce((sum, option) => sum + option.votes, 0)
  const choice = picked ?? current
  return (
    <SectionCard id="profile-poll" title={<Trans>Polls</Trans>} data-testid="profile-poll">
      <Typography id={questionId} variant="body2" sx={{ mb: 1 }}>
        <Trans>Which feature should we build next?</Trans>
      </Typography>
      <RadioGroup aria-labelledby={questionId} value={choice ?? ''} onChange={(_event, value) => setPicked(Number(value))}>
        {options.map((option) => (
          <Box key={option.id} sx={{ mb: 1.5 }} data-testid="poll-option">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <FormControlLabel value={option.id} control={<Radio size="small" />} label={option.name} sx={{ flex: 1, mr: 0, minWidth: 0 }} />
              {option.youVoted && <TintedChip color="success" label={t`Your vote`} />}
              <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="poll-result">
                {formatPercent(option.result)}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={option.result}
              color={option.youVoted ? 'success' : 'primary'}
              aria-label={t`Share of votes for ${option.name}`}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
        ))}
      </RadioGroup>
      <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          <Plural value={total} one="# vote" other="# votes" />
        </Typography>
        <Button
          variant="contained"
          size="small"
          disabled={choice === undefined || choice === current}
          loading={vote.isPending}
          onClick={() => choice !== undefined && vote.mutate(choice)}
        >
          <Trans>Vote</Trans>
        </Button>
      </Box>
    </SectionCard>
  )
}
