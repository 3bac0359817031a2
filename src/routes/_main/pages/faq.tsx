import { createFileRoute } from '@tanstack/react-router'
import { FaqScreen } from '@/features/faq/faq/FaqScreen'
import { faqQueries } from '@/features/faq/queries'
import { faqSearch } from '@/features/faq/search'
import { startLoading } from '@/lib/loadByCause'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

// The page opens at once on its skeleton; a search (?q=) goes through the back end as one types.
export const Route = createFileRoute('/_main/pages/faq')({
  ...pageRoute('faq'),
  ...faqSearch.route,
  loader: ({ location }) => startLoading(queryClient, [faqQueries.faq(faqSearch.read(location.search).q)]),
  component: function FaqPage() {
    return <FaqScreen search={Route.useSearch()} onSearchChange={faqSearch.navigator(Route.useNavigate())} />
  },
})
