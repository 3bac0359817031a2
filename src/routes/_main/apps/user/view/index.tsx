import { createFileRoute } from '@tanstack/react-router'
import { firstUserRedirect } from '@/features/user/queries'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

// The page index lists /apps/user/view without a user: it opens the first user of the list.
export const Route = createFileRoute('/_main/apps/user/view/')({
  ...pageRoute('user-view'),
  loader: () => firstUserRedirect(queryClient, '/apps/user/view/$id'),
})
