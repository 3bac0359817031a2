import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined'
import InsightsOutlined from '@mui/icons-material/InsightsOutlined'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { TREND_LOOKS, trendBetween, trendOf, type Trend } from '@/components/charts/trend'
import { QueryCard } from '@/components/QueryCard'
import { TintedIcon } from '@/components/TintedIcon'
import { useSession } from '@/auth/session'
import { shownChange } from '@/i18n/figures'
import { dashboardQueries } from '../queries'
import { useDashboardFormat } from '../useDashboardFormat'
import { lastTwo } from './lastTwo'
import { ConvertedNote } from './sumNotes'

/**
 * The dashboard's greeting: the signed-in person by name, and how last month's sales went. It
 * congratulates only on a rise (and shows the trophy then); a fall or no change gets a plain
 * greeting, and the sentence says which way sales went, in the trend's colour.
 */
export function CongratulationsCard() {
  const { t } = useLingui()
  const format = useDashboardFormat()
  const firstName = useSession().userData?.fullName.split(/\s+/)[0] ?? ''
  const { data } = useQuery(dashboardQueries.statistics('sales'))
  // The title names the card before its figures are there: it waits for them to praise.
  const trend: Trend | undefined = data && salesTrend(data)
  const title =
    trend === 'up' ? (firstName ? t`Congratulations, ${firstName}!` : t`Congratulations!`) : firstName ? t`Welcome back, ${firstName}!` : t`Welcome back!`
  return (
    <QueryCard title={title} query={dashboardQueries.statistics('sales')} skeleton={<Skeleton variant="rounded" height={120} />} data-testid="card-congratulations">
      {(card) => {
        // Last month's: the series ends with the current month, still running.
        const between = lastTwo(card.series)
        const lastMonth = between?.last ?? 0
        const cardTrend = salesTrend(card)
        // From no sales to some: a rise with no percentage (the answer's change is 0).
        const fromNothing = between?.before === 0 && lastMonth !== 0
        const look = TREND_LOOKS[cardTrend]
        // The size of the change in the trend's colour, after its arrow; its direction is in the words too.
        const change = (
          <Box component="bdi" dir="ltr" sx={{ color: `${look.tint}.main`, fontWeight: 600, whiteSpace: 'nowrap' }}>
            <span aria-hidden>{look.arrow === 'up' ? '↑ ' : '↓ '}</span>
            {format.percent(Math.abs(shownChange(card.growth)))}
          </Box>
        )
        return (
          <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flex: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="sales-trend" data-trend={cardTrend}>
                {fromNothing ? (
                  <Trans>Sales last month, after none the month before</Trans>
                ) : cardTrend === 'up' ? (
                  <Trans>Sales last month rose {change} on the month before</Trans>
                ) : cardTrend === 'down' ? (
                  <Trans>Sales last month fell {change} on the month before</Trans>
                ) : (
                  <Trans>Sales last month: no change on the month before</Trans>
                )}
              </Typography>
              <Typography variant="h4" component="p" sx={{ color: 'primary.main', fontWeight: 600, mt: 1 }}>
                <bdi dir="ltr">{format.money(lastMonth)}</bdi>
              </Typography>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
                <ConvertedNote />
              </Typography>
              <Button variant="contained" component={Link} to="/apps/invoice/list">
                <Trans>View invoices</Trans>
              </Button>
            </Box>
            {cardTrend === 'up' ? (
              <TintedIcon tint="warning" size={96}>
                <EmojiEventsOutlined sx={{ fontSize: 56 }} />
              </TintedIcon>
            ) : (
              <TintedIcon tint="info" size={96}>
                <InsightsOutlined sx={{ fontSize: 56 }} />
              </TintedIcon>
            )}
          </Box>
        )
      }}
    </QueryCard>
  )
}

/** Which way last month's sales went, from the card's change and its last two months. */
function salesTrend(card: { growth: number; series: { date: string; value: number }[] }): Trend {
  const between = lastTwo(card.series)
  return between ? trendBetween(between.before, between.last, card.growth) : trendOf(card.growth)
}
