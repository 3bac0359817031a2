import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsCardsPage, analyticsCardQueries } from '@/features/dashboard/AnalyticsCardsPage'
import { periodNavigator, validateCardPeriods } from '@/features/dashboard/periods'
import { startLoading } from '@/lib/loadByCause'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/cards/analytics')({
  staticData: { ability: { action: 'read', subject: 'Dashboard' }, messages: ['dashboard'] },
  validateSearch: validateCardPeriods,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => startLoading(queryClient, analyticsCardQueries(deps)),
  component: function AnalyticsCardsRoute() {
    return <AnalyticsCardsPage periods={Route.useSearch()} onPeriodChange={periodNavigator(Route.useNavigate())} />
  },
})
