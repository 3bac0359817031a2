import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Skeleton from '@mui/material/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { QueryCard } from '@/components/QueryCard'
import { dashboardQueries } from '../queries'
import { PeriodMenu } from '../PeriodMenu'
import type { PeriodProps } from '../periods'
import { useDashboardFormat } from '../useDashboardFormat'
import { Figure } from './Figure'
import { RadialGauge } from './RadialGauge'
import { ConvertedNote } from './sumNotes'

/** The invoices of the period: what has been paid against what is still due, and the share paid. */
export function GoalOverviewCard({ period, onPeriodChange }: PeriodProps) {
  const { t } = useLingui()
  const format = useDashboardFormat()
  return (
    <QueryCard
      title={t`Goal Overview`}
      subheader={<ConvertedNote />}
      action={<PeriodMenu value={period} onChange={onPeriodChange} />}
      query={dashboardQueries.goalOverview(period)}
      skeleton={<Skeleton variant="rounded" height={300} />}
      data-testid="card-goal-overview"
    >
      {(card) => {
        const share = card.series[0] ?? 0
        return (
          <Box sx={{ display: 'grid', gap: 2, flex: 1, alignContent: 'space-between' }}>
            <RadialGauge value={share} tint="success" label={t`Received: ${format.percent(share)}`} valueName={t`Received`} formatValue={format.percent} height={230}>
              <Figure strong inRing align="center" label={t`Received`} value={format.percent(share)} />
            </RadialGauge>
            <Box>
              <Divider sx={{ mb: 2 }} />
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
                <Figure align="center" label={t`Completed`} value={format.money(card.completed)} />
                <Figure align="center" label={t`In progress`} value={format.money(card.inProgress)} />
              </Box>
            </Box>
          </Box>
        )
      }}
    </QueryCard>
  )
}
