import { createFileRoute } from '@tanstack/react-router'
import { loadDatatablePage } from '@/features/datatables/queries'
import { basicDatatableSearch } from '@/features/datatables/search'
import { BasicDatatableScreen } from '@/features/datatables/grid/DatatableScreens'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/datatables/basic')({
  ...pageRoute('datatables-basic'),
  ...basicDatatableSearch.route,
  loader: ({ location, cause }) => loadDatatablePage(queryClient, basicDatatableSearch.read(location.search), cause),
  component: function BasicDatatablePage() {
    return <BasicDatatableScreen search={Route.useSearch()} onSearchChange={basicDatatableSearch.navigator(Route.useNavigate())} />
  },
})
