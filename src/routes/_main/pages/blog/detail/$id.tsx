import { createFileRoute } from '@tanstack/react-router'
import { loadBlogPost } from '@/features/blog/queries'
import { recordIdParam } from '@/lib/recordIdParam'
import { BlogDetailScreen } from '@/features/blog/detail/BlogDetailScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/pages/blog/detail/$id')({
  ...pageRoute('blog-detail'),
  params: recordIdParam,
  loader: ({ params, cause }) => loadBlogPost(queryClient, params.id, cause),
  component: function BlogDetailPage() {
    return <BlogDetailScreen id={Route.useParams().id} />
  },
})
