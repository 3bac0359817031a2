import { createFileRoute } from '@tanstack/react-router'
import { loadDatatablePage } from '@/features/datatables/queries'
import { advancedDatatableSearch } from '@/features/datatables/search'
import { AdvancedDatatableScreen } from '@/features/datatables/grid/DatatableScreens'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/datatables/advanced')({
  ...pageRoute('datatables-advanced'),
  ...advancedDatatableSearch.route,
  loader: ({ location, cause }) => loadDatatablePage(queryClient, advancedDatatableSearch.read(location.search), cause),
  component: function AdvancedDatatablePage() {
    return <AdvancedDatatableScreen search={Route.useSearch()} onSearchChange={advancedDatatableSearch.navigator(Route.useNavigate())} />
  },
})
