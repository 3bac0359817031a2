import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined'
import LockOutlined from '@mui/icons-material/LockOutlined'
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined'
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { CustomizerCard } from './CustomizerCard'
import { PageCard, type PageCardProps } from './PageCard'
import { WelcomeCard } from './WelcomeCard'

/** Every page that exists so far, each with a card. */
const pages: PageCardProps[] = [
  {
    to: '/misc/coming-soon',
    color: 'primary',
    icon: RocketLaunchOutlined,
    title: msg`Coming soon`,
    text: msg`A launch page with a notify-me form that checks the address.`,
  },
  {
    to: '/misc/not-authorized',
    color: 'error',
    icon: LockOutlined,
    title: msg`Not authorized`,
    text: msg`Where a visitor lands when their role may not open a page.`,
  },
  {
    to: '/misc/maintenance',
    color: 'warning',
    icon: ConstructionOutlined,
    title: msg`Under maintenance`,
    text: msg`A friendly notice for the moments the service is down.`,
  },
  {
    to: '/misc/error',
    color: 'info',
    icon: TravelExploreOutlined,
    title: msg`Page not found`,
    text: msg`Every unknown address ends here, with a way back home.`,
  },
]

/**
 * The home page until the dashboards arrive: what the product is, how to customise it, and a card
 * for every page that exists so far.
 */
export function HomePage() {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <WelcomeCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <CustomizerCard />
      </Grid>
      <Grid size={12}>
        <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
          <Trans>Pages to explore</Trans>
        </Typography>
      </Grid>
      {pages.map((page) => (
        <Grid key={page.to} size={{ xs: 12, sm: 6, md: 3 }}>
          <PageCard {...page} />
        </Grid>
      ))}
    </Grid>
  )
}
