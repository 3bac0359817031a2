import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryCard } from '@/components/QueryCard'
import { TintedIcon } from '@/components/TintedIcon'
import { useSession } from '@/auth/session'
import { dashboardQueries } from '../queries'
import { useDashboardFormat } from '../useDashboardFormat'

/** The dashboard's greeting: the signed-in person by name, and how last month's sales went. */
export function CongratulationsCard() {
  const { t } = useLingui()
  const format = useDashboardFormat()
  const firstName = useSession().userData?.fullName.split(/\s+/)[0] ?? ''
  return (
    <QueryCard
      title={firstName ? t`Congratulations, ${firstName}!` : t`Congratulations!`}
      query={dashboardQueries.statistics('sales')}
      skeleton={<Skeleton variant="rounded" height={120} />}
      data-testid="card-congratulations"
    >
      {(card) => {
        const lastMonth = card.series.at(-1)?.value ?? 0
        return (
          <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flex: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <Trans>Sales last month, <bdi dir="ltr">{format.growth(card.growth)}</bdi> on the month before</Trans>
              </Typography>
              <Typography variant="h4" component="p" sx={{ color: 'primary.main', fontWeight: 600, my: 1 }}>
                <bdi dir="ltr">{format.money(lastMonth)}</bdi>
              </Typography>
              <Button variant="contained" component={Link} to="/apps/invoice/list">
                <Trans>View invoices</Trans>
              </Button>
            </Box>
            <TintedIcon tint="warning" size={96}>
              <EmojiEventsOutlined sx={{ fontSize: 56 }} />
            </TintedIcon>
          </Box>
        )
      }}
    </QueryCard>
  )
}
