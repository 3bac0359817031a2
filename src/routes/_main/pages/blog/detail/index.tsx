import { createFileRoute } from '@tanstack/react-router'
import { firstPostRedirect } from '@/features/blog/queries'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

// The page index lists /pages/blog/detail without a post: it opens the newest one.
export const Route = createFileRoute('/_main/pages/blog/detail/')({
  ...pageRoute('blog-detail'),
  loader: () => firstPostRedirect(queryClient, '/pages/blog/detail/$id'),
})
