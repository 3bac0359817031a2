import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsDashboard, analyticsCards } from '@/features/dashboard/AnalyticsDashboard'
import { periodNavigator, validateCardPeriods } from '@/features/dashboard/periods'
import { startLoading } from '@/lib/loadByCause'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/dashboard/analytics')({
  staticData: { ability: { action: 'read', subject: 'Dashboard' }, messages: ['dashboard'] },
  validateSearch: validateCardPeriods,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => startLoading(queryClient, analyticsCards(deps)),
  component: function AnalyticsDashboardPage() {
    return <AnalyticsDashboard periods={Route.useSearch()} onPeriodChange={periodNavigator(Route.useNavigate())} />
  },
})
