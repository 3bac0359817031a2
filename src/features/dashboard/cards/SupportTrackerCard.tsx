import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { QueryCard } from '@/components/QueryCard'
import { dashboardQueries } from '../queries'
import { PeriodMenu } from '../PeriodMenu'
import type { PeriodProps } from '../periods'
import { useDashboardFormat } from '../useDashboardFormat'
import { Figure } from './Figure'
import { RadialGauge } from './RadialGauge'

/** Tickets of the period: the total, the share closed as a gauge, new and open tickets, the response time. */
export function SupportTrackerCard({ period, onPeriodChange }: PeriodProps) {
  const { t } = useLingui()
  const format = useDashboardFormat()
  return (
    <QueryCard
      title={t`Support Tracker`}
      action={<PeriodMenu value={period} onChange={onPeriodChange} />}
      query={dashboardQueries.supportTracker(period)}
      skeleton={<Skeleton variant="rounded" height={300} />}
      data-testid="card-support-tracker"
    >
      {(card) => {
        const closed = card.supportTrackerRadialBar.series[0] ?? 0
        return (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, alignItems: 'center', gap: 2 }}>
              <Figure strong label={t`Tickets`} value={format.count(card.totalTicket)} />
              <RadialGauge
                value={closed}
                tint="primary"
                label={t`Completed tickets: ${format.percent(closed)}`}
                valueName={t`Completed tickets`}
                formatValue={format.percent}
                height={210}
              >
                <Figure strong inRing align="center" label={t`Completed tickets`} value={format.percent(closed)} />
              </RadialGauge>
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
              <Figure align="center" label={t`New tickets`} value={format.count(card.newTicket)} />
              <Figure align="center" label={t`Open tickets`} value={format.count(card.openTicket)} />
              <Figure align="center" label={t`Response time`} value={format.hours(card.responseTime)} />
            </Box>
          </Box>
        )
      }}
    </QueryCard>
  )
}
