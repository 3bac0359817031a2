import { createFileRoute } from '@tanstack/react-router'
import { datatablesQueries } from '@/features/datatables/queries'
import { TablesScreen } from '@/features/datatables/tables/TablesScreen'

export const Route = createFileRoute('/_main/tables')({
  staticData: { ability: { action: 'read', subject: 'Table' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(datatablesQueries.all()),
  component: TablesScreen,
})
