import { createFileRoute } from '@tanstack/react-router'
import { allDatatableRows } from '@/features/datatables/queries'
import { TablesScreen } from '@/features/datatables/tables/TablesScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/tables')({
  ...pageRoute('tables'),
  loader: () => queryClient.ensureQueryData(allDatatableRows()),
  component: TablesScreen,
})
