import { createFileRoute } from '@tanstack/react-router'
import { firstPostRedirect } from '@/features/blog/queries'
import { blogEditSearch } from '@/features/blog/search'
import { BlogNewScreen } from '@/features/blog/edit/BlogEditScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

// The page index lists /pages/blog/edit without a post: it opens the newest one in the form.
// With ?new=true it is the form for a new post. The flag says which page this is, so unlike a view's
// search (src/lib/urlSearch.ts) it is the loader's deps: leaving ?new=true runs the loader, and redirects, again.
export const Route = createFileRoute('/_main/pages/blog/edit/')({
  ...pageRoute('blog-edit'),
  ...blogEditSearch.route,
  loaderDeps: ({ search }) => ({ new: search.new }),
  loader: ({ deps }) => (deps.new ? undefined : firstPostRedirect(queryClient, '/pages/blog/edit/$id')),
  component: BlogNewScreen,
})
