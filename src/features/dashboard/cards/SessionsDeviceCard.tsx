import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { ChangeChip } from '@/components/charts/ChangeChip'
import { useChartTheme } from '@/components/charts/useChartTheme'
import { QueryCard } from '@/components/QueryCard'
import type { Device } from '@/api/contract/cards'
import { dashboardQueries } from '../queries'
import { PeriodMenu } from '../PeriodMenu'
import type { PeriodProps } from '../periods'
import { useDashboardFormat } from '../useDashboardFormat'
import { DonutChart } from './DonutChart'
import { Figure } from './Figure'
import { ShareList } from './ShareList'

/** Sessions of the period by device: desktop, mobile, tablet, each with its share and growth. */
export function SessionsDeviceCard({ period, onPeriodChange }: PeriodProps) {
  const { t } = useLingui()
  const format = useDashboardFormat()
  const chart = useChartTheme()
  const looks: Record<Device, { name: string; color: string }> = {
    desktop: { name: t`Desktop`, color: chart.color('primary') },
    mobile: { name: t`Mobile`, color: chart.color('success') },
    tablet: { name: t`Tablet`, color: chart.color('info') },
  }
  return (
    <QueryCard
      title={t`Sessions by Device`}
      action={<PeriodMenu value={period} onChange={onPeriodChange} />}
      query={dashboardQueries.sessionsDevice(period)}
      skeleton={<Skeleton variant="rounded" height={320} />}
      data-testid="card-sessions-device"
    >
      {(card) => {
        const parts = card.devices.map((device) => ({ key: device.device, ...looks[device.device], amount: device.sessions, device }))
        return (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <DonutChart parts={parts} label={t`Sessions by device`} valueName={t`Sessions`} height={200} formatValue={format.count}>
              <Figure strong inRing align="center" label={t`Sessions`} value={format.compact(card.total)} />
            </DonutChart>
            <ShareList
              items={parts.map((part) => ({
                ...part,
                label: part.name,
                value: format.percent(part.device.percentage),
                extra: <ChangeChip value={part.device.growth} />,
              }))}
            />
          </Box>
        )
      }}
    </QueryCard>
  )
}
