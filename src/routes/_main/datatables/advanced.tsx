import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { loadDatatablePage } from '@/features/datatables/queries'
import { validateAdvancedDatatableSearch, datatableSearchDefaults } from '@/features/datatables/search'
import { AdvancedDatatableScreen } from '@/features/datatables/grid/DatatableScreens'
import { queryClient } from '@/app/queryClient'

export const Route = createFileRoute('/_main/datatables/advanced')({
  staticData: { ability: { action: 'read', subject: 'Table' } },
  validateSearch: validateAdvancedDatatableSearch,
  // Defaults stay out of the address: /datatables/advanced is page 1 of 10, unsorted, every status.
  search: { middlewares: [stripSearchParams(datatableSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps, cause }) => loadDatatablePage(queryClient, deps, cause),
  component: function AdvancedDatatablePage() {
    const navigate = Route.useNavigate()
    return (
      <AdvancedDatatableScreen
        search={Route.useSearch()}
        onSearchChange={(patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), ...options })}
      />
    )
  },
})
