import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { loadDatatablePage } from '@/features/datatables/queries'
import { validateBasicDatatableSearch, datatableSearchDefaults } from '@/features/datatables/search'
import { BasicDatatableScreen } from '@/features/datatables/grid/DatatableScreens'
import { queryClient } from '@/app/queryClient'

export const Route = createFileRoute('/_main/datatables/basic')({
  staticData: { ability: { action: 'read', subject: 'Table' } },
  validateSearch: validateBasicDatatableSearch,
  // Defaults stay out of the address: /datatables/basic is page 1 of 10, unsorted.
  search: { middlewares: [stripSearchParams(datatableSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps, cause }) => loadDatatablePage(queryClient, deps, cause),
  component: function BasicDatatablePage() {
    const navigate = Route.useNavigate()
    return (
      <BasicDatatableScreen
        search={Route.useSearch()}
        onSearchChange={(patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), ...options })}
      />
    )
  },
})
