import { createFileRoute } from '@tanstack/react-router'
import { loadUser } from '@/features/users/queries'
import { userIdParam } from '@/features/users/search'
import { UserEdit } from '@/features/users/edit/UserEdit'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/apps/user/edit/$id')({
  staticData: { ability: { action: 'read', subject: 'User' }, messages: ['users'] },
  params: userIdParam,
  loader: ({ params, cause }) => loadUser(queryClient, params.id, cause),
  component: function UserEditPage() {
    return <UserEdit id={Route.useParams().id} />
  },
})
