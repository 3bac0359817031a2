import { createFileRoute } from '@tanstack/react-router'
import { loadUser } from '@/features/user/queries'
import { userIdParam } from '@/features/user/search'
import { UserEdit } from '@/features/user/edit/UserEdit'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/apps/user/edit/$id')({
  staticData: { ability: { action: 'read', subject: 'User' }, messages: ['user'] },
  params: userIdParam,
  loader: ({ params, cause }) => loadUser(queryClient, params.id, cause),
  component: function UserEditPage() {
    return <UserEdit id={Route.useParams().id} />
  },
})
