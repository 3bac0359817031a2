import { createFileRoute } from '@tanstack/react-router'
import { loadDatatablePage } from '@/features/datatables/queries'
import { basicDatatableSearch } from '@/features/datatables/search'
import { EditableDatatableScreen } from '@/features/datatables/editable/EditableDatatableScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/datatables/editable')({
  ...pageRoute('datatables-editable'),
  ...basicDatatableSearch.route,
  loader: ({ location, cause }) => loadDatatablePage(queryClient, basicDatatableSearch.read(location.search), cause),
  component: function EditableDatatablePage() {
    return <EditableDatatableScreen search={Route.useSearch()} onSearchChange={basicDatatableSearch.navigator(Route.useNavigate())} />
  },
})
