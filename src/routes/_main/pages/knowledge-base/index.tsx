import { createFileRoute } from '@tanstack/react-router'
import { KnowledgeBaseScreen } from '@/features/faq/knowledgeBase/KnowledgeBaseScreen'
import { faqQueries } from '@/features/faq/queries'
import { knowledgeBaseSearch } from '@/features/faq/search'
import { startLoading } from '@/lib/loadByCause'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

// The knowledge base's categories; a search of the articles' titles (?q=) goes through the back end as one types.
export const Route = createFileRoute('/_main/pages/knowledge-base/')({
  ...pageRoute('knowledge-base'),
  ...knowledgeBaseSearch.route,
  loader: ({ location }) => startLoading(queryClient, [faqQueries.cards(knowledgeBaseSearch.read(location.search).q)]),
  component: function KnowledgeBasePage() {
    return <KnowledgeBaseScreen search={Route.useSearch()} onSearchChange={knowledgeBaseSearch.navigator(Route.useNavigate())} />
  },
})
