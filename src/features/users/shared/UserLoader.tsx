import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { Trans } from '@lingui/react/macro'
import type { User } from '@/api/contract'
import { DetailLoader } from '@/components/DetailLoader'
import { usersQueries } from '../queries'

/** One user's page (view, edit): a skeleton while it loads, "User not found" for a 404, an error with Retry otherwise. */
export function UserLoader({ id, children }: { id: number; children: (user: User) => ReactNode }) {
  return (
    <DetailLoader
      query={usersQueries.user(id)}
      notFound={{
        title: <Trans>User not found</Trans>,
        text: <Trans>This user may have been deleted, or the link is wrong.</Trans>,
        backTo: '/apps/user/list',
      }}
      errorTitle={<Trans>The user could not be loaded</Trans>}
      skeleton={
        <Box
          aria-busy
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' },
          }}
        >
          <Skeleton variant="rounded" height={420} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      }
    >
      {children}
    </DetailLoader>
  )
}
