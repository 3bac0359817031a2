import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { User } from '@/api/contract/users'
import { ColumnsSkeleton, DetailLoader } from '@/components/DetailLoader'
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
      skeleton={<ColumnsSkeleton columns="1fr 2fr" heights={[420, 320]} />}
    >
      {children}
    </DetailLoader>
  )
}
