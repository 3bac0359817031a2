import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined'
import LockOutlined from '@mui/icons-material/LockOutlined'
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined'
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined'
import { Trans } from '@lingui/react/macro'
import { CustomizerCard } from './CustomizerCard'
import { PageCard } from './PageCard'
import { WelcomeCard } from './WelcomeCard'

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
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <PageCard
          to="/misc/coming-soon"
          color="primary"
          icon={<RocketLaunchOutlined />}
          title={<Trans>Coming soon</Trans>}
          text={<Trans>A launch page with a notify-me form that checks the address.</Trans>}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <PageCard
          to="/misc/not-authorized"
          color="error"
          icon={<LockOutlined />}
          title={<Trans>Not authorized</Trans>}
          text={<Trans>Where a visitor lands when their role may not open a page.</Trans>}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <PageCard
          to="/misc/maintenance"
          color="warning"
          icon={<ConstructionOutlined />}
          title={<Trans>Under maintenance</Trans>}
          text={<Trans>A friendly notice for the moments the service is down.</Trans>}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <PageCard
          to="/misc/error"
          color="info"
          icon={<TravelExploreOutlined />}
          title={<Trans>Page not found</Trans>}
          text={<Trans>Every unknown address ends here, with a way back home.</Trans>}
        />
      </Grid>
    </Grid>
  )
}
