import { createFileRoute } from '@tanstack/react-router'
import { loadUser } from '@/features/users/queries'
import { userIdParam } from '@/features/users/search'
import { UserView } from '@/features/users/view/UserView'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/apps/user/view/$id')({
  staticData: { ability: { action: 'read', subject: 'User' }, messages: ['users'] },
  params: userIdParam,
  loader: ({ params, cause }) => loadUser(queryClient, params.id, cause),
  component: function UserViewPage() {
    return <UserView id={Route.useParams().id} />
  },
})
