import { useCallback, useState } from 'react'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Add from '@mui/icons-material/Add'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import type { User } from '@/api/contract/users'
import { ServerDataGrid } from '@/components/DataGrid/ServerDataGrid'
import { PageHeader } from '@/components/PageHeader'
import { lazyOnOpen } from '@/components/lazyOnOpen'
import type { ListScreenProps } from '@/lib/listSearch'
import { userList } from '../queries'
import { userSearch, type UserSearch } from '../search'
import { compactUserColumns, useUserColumns } from './columns'
import { DeleteUsersDialog, type DeleteRequest } from './DeleteUsersDialog'
import { UserFilters } from './UserFilters'
import { UserStats } from './UserStats'

// The form (and react-hook-form with it) loads when the drawer first opens, not with the list.
const AddUserDrawer = lazyOnOpen(() => import('./AddUserDrawer').then((m) => m.AddUserDrawer))

/** /apps/user/list: the counts, then every user paged, sorted, searched and filtered by the server. */
export function UserList({ search, onSearchChange }: ListScreenProps<UserSearch>) {
  const { t } = useLingui()
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null)
  // Stable, so the columns are not rebuilt on every render.
  const askDelete = useCallback((user: User) => setDeleting({ ids: [user.id], name: user.fullName }), [])
  return (
    <>
      <PageHeader
        title={<Trans>Users</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: <Trans>Users</Trans> }]}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)} onPointerEnter={AddUserDrawer.preload} onFocus={AddUserDrawer.preload}>
            <Trans>Add user</Trans>
          </Button>
        }
      />
      <UserStats />
      <Card>
        <ServerDataGrid
          label={t`Users`}
          countLabel={(count) => plural(count, { one: '# user', other: '# users' })}
          list={userSearch}
          search={search}
          onSearchChange={onSearchChange}
          {...userList.gridProps(search)}
          columns={useUserColumns(askDelete)}
          compactColumns={compactUserColumns}
          searchPlaceholder={t`Search name or username…`}
          emptyHint={<Trans>Try another name or username, or other filters.</Trans>}
          filters={<UserFilters search={search} onSearchChange={onSearchChange} />}
          selectable
          rowLabel={(user) => user.fullName}
          selectionActions={(ids, clear) => (
            <Button size="small" color="error" startIcon={<DeleteOutlined />} onClick={() => setDeleting({ ids, onDeleted: clear })}>
              <Trans>Delete selected</Trans>
            </Button>
          )}
          exportName="users"
          rowHeight={60}
        />
      </Card>
      {/* The newest user is first: page 1 shows them (in the list's own order). */}
      <AddUserDrawer open={adding} onClose={() => setAdding(false)} onAdded={() => onSearchChange({ page: 1 })} />
      <DeleteUsersDialog request={deleting} onClose={() => setDeleting(null)} />
    </>
  )
}
