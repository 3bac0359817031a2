import Grid from '@mui/material/Grid'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { UserLoader } from '../shared/UserLoader'
import { PlanCard } from './PlanCard'
import { UserCard } from './UserCard'
import { UserTabs } from './UserTabs'

/** /apps/user/view/$id: the user's card and plan on one side, the details tabs on the other. */
export function UserView({ id }: { id: number }) {
  return (
    <>
      <PageHeader
        title={<Trans>User</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: <Trans>Users</Trans>, to: '/apps/user/list' }, { label: <Trans>View</Trans> }]}
      />
      <UserLoader id={id}>
        {(user) => (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 5, lg: 4 }}>
              <UserCard user={user} />
              <PlanCard user={user} />
            </Grid>
            <Grid size={{ xs: 12, md: 7, lg: 8 }}>
              <UserTabs user={user} />
            </Grid>
          </Grid>
        )}
      </UserLoader>
    </>
  )
}
