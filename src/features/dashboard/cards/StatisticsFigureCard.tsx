import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useLingui } from '@lingui/react/macro'
import type { StatisticsCardName } from '@/api/contract/cards'
import { QueryCard } from '@/components/QueryCard'
import { dashboardQueries } from '../queries'
import { useDashboardFormat } from '../useDashboardFormat'
import { Figure } from './Figure'
import { STATISTIC_LOOKS, statisticValue } from './statisticLooks'
import { ConvertedNote } from './sumNotes'
import { TintedIcon } from '@/components/TintedIcon'

/**
 * A statistic as one figure beside its icon: the dashboards' row of headline figures. `glance` names
 * the card "… at a glance", for a page where a chart card is named by the same statistic: a screen
 * reader's list of regions would otherwise show "Subscribers Gained" twice with no way to tell them apart.
 */
export function StatisticsFigureCard({ name, glance = false }: { name: StatisticsCardName; glance?: boolean }) {
  const { t, i18n } = useLingui()
  const format = useDashboardFormat()
  const look = STATISTIC_LOOKS[name]
  const title = i18n._(look.title)
  return (
    <QueryCard hideHeader title={glance ? t`${title} at a glance` : title} query={dashboardQueries.statistics(name)} skeleton={<Skeleton variant="rounded" height={48} />} data-testid={`card-figure-${name}`}>
      {(card) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <TintedIcon tint={look.tint} size={48}>
            {look.icon}
          </TintedIcon>
          <Figure label={title} value={statisticValue(format, card.unit)(card.statistics)} note={card.unit === 'cents' && <ConvertedNote />} />
        </Box>
      )}
    </QueryCard>
  )
}
