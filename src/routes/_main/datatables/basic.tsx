import { createFileRoute } from '@tanstack/react-router'
import { loadDatatablePage } from '@/features/datatables/queries'
import { basicDatatableSearch } from '@/features/datatables/search'
import { BasicDatatableScreen } from '@/features/datatables/grid/DatatableScreens'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/datatables/basic')({
  staticData: { ability: { action: 'read', subject: 'Table' }, messages: ['datatables'] },
  ...basicDatatableSearch.route,
  loader: ({ deps, cause }) => loadDatatablePage(queryClient, deps, cause),
  component: function BasicDatatablePage() {
    return <BasicDatatableScreen search={Route.useSearch()} onSearchChange={basicDatatableSearch.navigator(Route.useNavigate())} />
  },
})
