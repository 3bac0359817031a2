import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { ApiError } from '@/api'
import type { User } from '@/api/contract'
import { StateMessage } from '@/components/StateMessage'
import { usersQueries } from '../queries'

/** One user's page (view, edit): a skeleton while it loads, "User not found" for a 404, an error with Retry otherwise. */
export function UserLoader({ id, children }: { id: number; children: (user: User) => ReactNode }) {
  const { data: user, error, refetch } = useQuery(usersQueries.user(id))
  if (user) return children(user)
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Card>
        <StateMessage
          kind="notFound"
          title={<Trans>User not found</Trans>}
          text={<Trans>This user may have been deleted, or the link is wrong.</Trans>}
          action={
            <Button variant="outlined" component={Link} to="/apps/user/list">
              <Trans>Back to the list</Trans>
            </Button>
          }
        />
      </Card>
    )
  }
  if (error) {
    return (
      <Card>
        <StateMessage kind="error" title={<Trans>The user could not be loaded</Trans>} text={error.message} onRetry={() => void refetch()} />
      </Card>
    )
  }
  return (
    <Box aria-busy sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
      <Skeleton variant="rounded" height={420} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  )
}
