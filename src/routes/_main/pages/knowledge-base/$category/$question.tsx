import { createFileRoute } from '@tanstack/react-router'
import { KbArticleScreen } from '@/features/faq/knowledgeBase/KbArticleScreen'
import { faqQueries } from '@/features/faq/queries'
import { startLoading } from '@/lib/loadByCause'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

// One article (/pages/knowledge-base/orders/track-an-order): an unknown category or article shows the not-found state.
export const Route = createFileRoute('/_main/pages/knowledge-base/$category/$question')({
  ...pageRoute('knowledge-base'),
  loader: ({ params }) => startLoading(queryClient, [faqQueries.article(params.category, params.question)]),
  component: function KbArticlePage() {
    const { category, question } = Route.useParams()
    return <KbArticleScreen category={category} question={question} />
  },
})
