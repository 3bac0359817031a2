import { createFileRoute } from '@tanstack/react-router'
import { EcommerceDashboard, ecommerceCards } from '@/features/dashboard/EcommerceDashboard'
import { cardPeriodSearch, periodNavigator } from '@/features/dashboard/periods'
import { startLoading } from '@/lib/loadByCause'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/')({
  ...pageRoute('home'),
  ...cardPeriodSearch.route,
  // Each card has its own skeleton: the page opens at once and every card fills in as it arrives.
  loader: ({ location }) => startLoading(queryClient, ecommerceCards(cardPeriodSearch.read(location.search))),
  component: function EcommerceDashboardPage() {
    return <EcommerceDashboard periods={Route.useSearch()} onPeriodChange={periodNavigator(Route.useNavigate())} />
  },
})
