import { createFileRoute } from '@tanstack/react-router'
import { loadUser } from '@/features/user/queries'
import { userIdParam } from '@/features/user/search'
import { UserView } from '@/features/user/view/UserView'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/apps/user/view/$id')({
  staticData: { ability: { action: 'read', subject: 'User' }, messages: ['user'] },
  params: userIdParam,
  loader: ({ params, cause }) => loadUser(queryClient, params.id, cause),
  component: function UserViewPage() {
    return <UserView id={Route.useParams().id} />
  },
})
