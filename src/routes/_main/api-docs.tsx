import { createFileRoute, notFound } from '@tanstack/react-router'
import { ApiDocsScreen } from '@/features/apiDocs/ApiDocsScreen'
import { apiDocsAvailable } from '@/features/apiDocs/available'
import { apiDocumentQuery } from '@/features/apiDocs/queries'
import { apiDocsSearch } from '@/features/apiDocs/search'
import { startLoading } from '@/lib/loadByCause'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/api-docs')({
  ...pageRoute('api-docs'),
  ...apiDocsSearch.route,
  // Development and the builds with the mock back end only: a build for a real back end has no such page.
  beforeLoad: () => {
    if (!apiDocsAvailable()) throw notFound()
  },
  loader: () => startLoading(queryClient, [apiDocumentQuery()]),
  component: function ApiDocsPage() {
    return <ApiDocsScreen search={Route.useSearch()} onSearchChange={apiDocsSearch.navigator(Route.useNavigate())} />
  },
})
