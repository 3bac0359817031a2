import { createFileRoute } from '@tanstack/react-router'
import { StatisticsCardsPage, statisticsCards } from '@/features/dashboard/StatisticsCardsPage'
import { startLoading } from '@/lib/loadByCause'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/cards/statistics')({
  ...pageRoute('cards-statistics'),
  loader: () => startLoading(queryClient, statisticsCards()),
  component: StatisticsCardsPage,
})
