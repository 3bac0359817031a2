import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { BrowserStatesCard } from './advance/BrowserStatesCard'
import { MeetupCard } from './advance/MeetupCard'
import { ProfileCard } from './advance/ProfileCard'
import { TasksCard } from './advance/TasksCard'
import { TimelineCard } from './advance/TimelineCard'
import { TransactionsCard } from './advance/TransactionsCard'

/** The advanced card patterns: profile, transactions, timeline, tasks, an event, browser shares. */
export function AdvanceCardsPage() {
  return (
    <Box data-testid="cards-advance">
      <PageHeader title={<Trans>Advance Cards</Trans>} subtitle={<Trans>Cards that hold lists, progress and people.</Trans>} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <ProfileCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <TransactionsCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <TimelineCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <TasksCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <MeetupCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <BrowserStatesCard />
        </Grid>
      </Grid>
    </Box>
  )
}
