import { createFileRoute } from '@tanstack/react-router'
import { KbCategoryScreen } from '@/features/faq/knowledgeBase/KbCategoryScreen'
import { faqQueries } from '@/features/faq/queries'
import { startLoading } from '@/lib/loadByCause'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

// One category by its slug (/pages/knowledge-base/orders): an unknown one shows the not-found state.
export const Route = createFileRoute('/_main/pages/knowledge-base/$category/')({
  ...pageRoute('knowledge-base'),
  loader: ({ params }) => startLoading(queryClient, [faqQueries.category(params.category)]),
  component: function KbCategoryPage() {
    return <KbCategoryScreen category={Route.useParams().category} />
  },
})
