import { createFileRoute } from '@tanstack/react-router'
import { StatisticsCardsPage, statisticsCards } from '@/features/dashboard/StatisticsCardsPage'
import { startLoading } from '@/lib/loadByCause'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/cards/statistics')({
  staticData: { ability: { action: 'read', subject: 'Dashboard' }, messages: ['dashboard'] },
  loader: () => startLoading(queryClient, statisticsCards()),
  component: StatisticsCardsPage,
})
