import { createFileRoute } from '@tanstack/react-router'
import { loadDatatablePage } from '@/features/datatables/queries'
import { masterDetailDatatableSearch } from '@/features/datatables/search'
import { MasterDetailDatatableScreen } from '@/features/datatables/masterDetail/MasterDetailDatatableScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/datatables/master-detail')({
  ...pageRoute('datatables-master-detail'),
  ...masterDetailDatatableSearch.route,
  loader: ({ location, cause }) => loadDatatablePage(queryClient, masterDetailDatatableSearch.read(location.search), cause),
  component: function MasterDetailDatatablePage() {
    return (
      <MasterDetailDatatableScreen search={Route.useSearch()} onSearchChange={masterDetailDatatableSearch.navigator(Route.useNavigate())} />
    )
  },
})
