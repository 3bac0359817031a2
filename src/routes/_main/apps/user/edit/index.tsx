import { createFileRoute } from '@tanstack/react-router'
import { firstUserRedirect } from '@/features/user/queries'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

// The page index lists /apps/user/edit without a user: it opens the first user of the list in the form.
export const Route = createFileRoute('/_main/apps/user/edit/')({
  ...pageRoute('user-edit'),
  loader: () => firstUserRedirect(queryClient, '/apps/user/edit/$id'),
})
