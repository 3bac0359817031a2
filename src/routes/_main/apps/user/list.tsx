import { createFileRoute } from '@tanstack/react-router'
import { loadUserList } from '@/features/users/queries'
import { userSearch } from '@/features/users/search'
import { UserList } from '@/features/users/list/UserList'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/apps/user/list')({
  staticData: { ability: { action: 'read', subject: 'User' }, messages: ['users'] },
  ...userSearch.route,
  loader: ({ deps, cause }) => loadUserList(queryClient, deps, cause),
  component: function UserListPage() {
    return <UserList search={Route.useSearch()} onSearchChange={userSearch.navigator(Route.useNavigate())} />
  },
})
