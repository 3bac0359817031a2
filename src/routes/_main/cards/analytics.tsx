import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsCardsPage, analyticsCardQueries } from '@/features/dashboard/AnalyticsCardsPage'
import { cardPeriodSearch, periodNavigator } from '@/features/dashboard/periods'
import { startLoading } from '@/lib/loadByCause'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/cards/analytics')({
  ...pageRoute('cards-analytics'),
  ...cardPeriodSearch.route,
  loader: ({ location }) => startLoading(queryClient, analyticsCardQueries(cardPeriodSearch.read(location.search))),
  component: function AnalyticsCardsRoute() {
    return <AnalyticsCardsPage periods={Route.useSearch()} onPeriodChange={periodNavigator(Route.useNavigate())} />
  },
})
