import { createFileRoute } from '@tanstack/react-router'
import { datatablesQueries } from '@/features/datatables/queries'
import { TablesScreen } from '@/features/datatables/tables/TablesScreen'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/tables')({
  staticData: { ability: { action: 'read', subject: 'Table' }, messages: ['datatables'] },
  loader: () => queryClient.ensureQueryData(datatablesQueries.all()),
  component: TablesScreen,
})
