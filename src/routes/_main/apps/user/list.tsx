import { createFileRoute } from '@tanstack/react-router'
import { loadUserList } from '@/features/user/queries'
import { userSearch } from '@/features/user/search'
import { UserList } from '@/features/user/list/UserList'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/apps/user/list')({
  ...pageRoute('user-list'),
  ...userSearch.route,
  loader: ({ location, cause }) => loadUserList(queryClient, userSearch.read(location.search), cause),
  component: function UserListPage() {
    return <UserList search={Route.useSearch()} onSearchChange={userSearch.navigator(Route.useNavigate())} />
  },
})
