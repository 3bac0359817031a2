import { createFileRoute } from '@tanstack/react-router'
import { loadBlogList } from '@/features/blog/queries'
import { blogSearch } from '@/features/blog/search'
import { BlogListScreen } from '@/features/blog/list/BlogListScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/pages/blog/list')({
  ...pageRoute('blog-list'),
  ...blogSearch.route,
  loader: ({ location, cause }) => loadBlogList(queryClient, blogSearch.read(location.search), cause),
  component: function BlogListPage() {
    return <BlogListScreen search={Route.useSearch()} onSearchChange={blogSearch.navigator(Route.useNavigate())} />
  },
})
