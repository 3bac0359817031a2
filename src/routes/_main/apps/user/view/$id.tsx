import { createFileRoute } from '@tanstack/react-router'
import { loadUser } from '@/features/user/queries'
import { recordIdParam } from '@/lib/recordIdParam'
import { UserView } from '@/features/user/view/UserView'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/apps/user/view/$id')({
  ...pageRoute('user-view'),
  params: recordIdParam,
  loader: ({ params, cause }) => loadUser(queryClient, params.id, cause),
  component: function UserViewPage() {
    return <UserView id={Route.useParams().id} />
  },
})
