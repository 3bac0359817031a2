import { createFileRoute, notFound } from '@tanstack/react-router'
import { ApiDocsScreen } from '@/features/apiDocs/ApiDocsScreen'
import { apiDocsAvailable } from '@/features/apiDocs/available'
import { apiDocumentQuery } from '@/features/apiDocs/queries'
import { apiDocsSearchRoute } from '@/features/apiDocs/search'
import { startLoading } from '@/lib/loadByCause'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/api-docs')({
  staticData: { ability: { action: 'read', subject: 'ApiDocs' }, messages: ['apiDocs'] },
  ...apiDocsSearchRoute,
  // Development and the builds with the mock back end only: a build for a real back end has no such page.
  beforeLoad: () => {
    if (!apiDocsAvailable()) throw notFound()
  },
  loader: () => startLoading(queryClient, [apiDocumentQuery()]),
  component: function ApiDocsPage() {
    const navigate = Route.useNavigate()
    return (
      <ApiDocsScreen
        search={Route.useSearch()}
        onSearchChange={(patch, options) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace, resetScroll: false })}
      />
    )
  },
})
