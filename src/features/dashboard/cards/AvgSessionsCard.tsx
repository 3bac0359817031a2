import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import LinearProgress from '@mui/material/LinearProgress'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import { ChangeChip } from '@/components/charts/ChangeChip'
import { PointsChart } from '@/components/charts/PointsChart'
import type { Tint } from '@/components/InitialsAvatar'
import { QueryCard } from '@/components/QueryCard'
import { dashboardQueries } from '../queries'
import { PeriodMenu } from '../PeriodMenu'
import type { PeriodProps } from '../periods'
import { useDashboardFormat } from '../useDashboardFormat'
import { Figure } from './Figure'
import { spanLabels } from './spanDate'

/** Sessions of the period: their number and growth, a bar per span, and four measures against their goals. */
export function AvgSessionsCard({ period, onPeriodChange }: PeriodProps) {
  const { t } = useLingui()
  const format = useDashboardFormat()
  return (
    <QueryCard
      title={t`Average Sessions`}
      action={<PeriodMenu value={period} onChange={onPeriodChange} />}
      query={dashboardQueries.avgSessions(period)}
      skeleton={<Skeleton variant="rounded" height={300} />}
      data-testid="card-avg-sessions"
    >
      {(card) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1.4fr' }, alignItems: 'center', gap: 2 }}>
            <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
              <Figure strong label={t`Sessions`} value={format.compact(card.sessions)} />
              <ChangeChip value={card.growth} />
            </Box>
            <PointsChart
              kind="bar"
              bare
              points={card.salesBar.series}
              tint="primary"
              label={t`Sessions per span of the period`}
              seriesName={t`Sessions`}
              height={140}
              {...spanLabels(format, card.period, card.salesBar.series.map((point) => point.date))}
              formatValue={format.count}
            />
          </Box>
          <Divider />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 2 }}>
            <Measure label={t`Goal: ${format.compact(card.goal)}`} progress={card.goalProgress} tint="primary" />
            <Measure label={t`Users: ${format.count(card.users)}`} progress={card.usersProgress} tint="warning" />
            <Measure label={t`Retention: ${format.percent(card.retention)}`} progress={card.retentionProgress} tint="error" />
            <Measure label={t`Duration: ${format.duration(card.duration)}`} progress={card.durationProgress} tint="success" />
          </Box>
        </Box>
      )}
    </QueryCard>
  )
}

function Measure({ label, progress, tint }: { label: string; progress: number; tint: Tint }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      <LinearProgress variant="determinate" value={progress} color={tint} aria-label={label} sx={{ height: 6, borderRadius: 3 }} />
    </Box>
  )
}
