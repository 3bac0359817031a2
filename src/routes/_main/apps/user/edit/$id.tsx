import { createFileRoute } from '@tanstack/react-router'
import { loadUser } from '@/features/user/queries'
import { recordIdParam } from '@/lib/recordIdParam'
import { UserEdit } from '@/features/user/edit/UserEdit'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/apps/user/edit/$id')({
  ...pageRoute('user-edit'),
  params: recordIdParam,
  loader: ({ params, cause }) => loadUser(queryClient, params.id, cause),
  component: function UserEditPage() {
    return <UserEdit id={Route.useParams().id} />
  },
})
