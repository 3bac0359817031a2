import { createFileRoute } from '@tanstack/react-router'
import { loadBlogEdit } from '@/features/blog/queries'
import { recordIdParam } from '@/lib/recordIdParam'
import { BlogEditScreen } from '@/features/blog/edit/BlogEditScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/pages/blog/edit/$id')({
  ...pageRoute('blog-edit'),
  params: recordIdParam,
  loader: ({ params, cause }) => loadBlogEdit(queryClient, params.id, cause),
  component: function BlogEditPage() {
    return <BlogEditScreen id={Route.useParams().id} />
  },
})
