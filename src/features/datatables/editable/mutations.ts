import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { api } from '@/api'
import { updateDatatableRow, type DatatableRow, type DatatableRowChanges } from '@/api/contract/datatables'
import { optimisticMutation } from '@/lib/optimisticMutation'
import { datatableList, datatablesKeys } from '../queries'

/** One saved edit: the row as the grid now shows it, and the fields that changed, as the API takes them. */
export interface RowEdit {
  row: DatatableRow
  changes: DatatableRowChanges
}

/** Writes a row into every cached page of the grids and into the /tables page's list. */
function putRow(cache: QueryClient, row: DatatableRow): void {
  datatableList.replaceRow(cache, row)
  cache.setQueryData<DatatableRow[]>(datatablesKeys.rows(), (rows) => rows?.map((each) => (each.id === row.id ? row : each)))
}

/**
 * Saves an edited cell: every cached page that shows the row takes the change at once, the server's
 * row when it answers; a refusal puts the pages back. The screen tells why itself (the server's
 * message names the field), so no toast of the mutation's own. Every datatables page refetches after.
 */
export function useSaveDatatableRow() {
  const queryClient = useQueryClient()
  return useMutation(
    optimisticMutation(queryClient, {
      keys: () => [datatablesKeys.all],
      mutationFn: ({ row, changes }: RowEdit) => api(updateDatatableRow, { params: { id: row.id }, body: changes }),
      apply: (cache, { row }) => putRow(cache, row),
      applyAnswer: (cache, answer) => putRow(cache, answer),
    }),
  )
}
