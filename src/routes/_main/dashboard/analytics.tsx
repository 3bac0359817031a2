import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsDashboard, analyticsCards } from '@/features/dashboard/AnalyticsDashboard'
import { cardPeriodSearch, periodNavigator } from '@/features/dashboard/periods'
import { startLoading } from '@/lib/loadByCause'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/dashboard/analytics')({
  ...pageRoute('dashboard-analytics'),
  ...cardPeriodSearch.route,
  loader: ({ location }) => startLoading(queryClient, analyticsCards(cardPeriodSearch.read(location.search))),
  component: function AnalyticsDashboardPage() {
    return <AnalyticsDashboard periods={Route.useSearch()} onPeriodChange={periodNavigator(Route.useNavigate())} />
  },
})
