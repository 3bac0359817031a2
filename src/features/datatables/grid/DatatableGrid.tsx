import { useState } from 'react'
import {
  DataGrid,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid'
import { DatatableSortField } from '@/api/contract'
import { useDataGridLocaleText } from '@/i18n/dataGridLocale'
import { PAGE_SIZES, type DatatableSearch, type DatatableSearchChange } from '../search'
import { useDatatableColumns } from './columns'
import { DatatableToolbar } from './DatatableToolbar'
import { EmptyMessage, ErrorMessage } from './GridMessages'
import { GridStateOverlay } from './GridStateOverlay'
import { SearchField } from './SearchField'
import { SelectionSummary } from './SelectionSummary'
import { StatusFilter } from './StatusFilter'
import { useDatatablePage } from './useDatatablePage'
import { useFollowingState } from './useFollowingState'

export interface DatatableGridProps {
  search: DatatableSearch
  onSearchChange: DatatableSearchChange
  /** The advanced table: row selection, status filter, columns, density and CSV export. */
  advanced?: boolean
}

const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() }

// The email sits under the name already; the basic table keeps to the essentials, the advanced one
// shows more and lets the user pick (columns panel).
const hiddenColumns = {
  basic: { id: false, email: false, city: false, experience: false },
  advanced: { email: false },
} satisfies Record<string, GridColumnVisibilityModel>

/**
 * A DataGrid whose rows, paging and sorting are the server's: the grid only reports what the user
 * asked for, the route puts it in the URL, and the URL decides what is fetched. Nothing is filtered
 * or sorted in the browser.
 */
export function DatatableGrid({ search, onSearchChange, advanced = false }: DatatableGridProps) {
  const columns = useDatatableColumns()
  const localeText = useDataGridLocaleText()
  const { data, error, isFetching, refetch } = useDatatablePage(search)
  // Selection is a passing choice, not a view to share: it lives here, not in the URL.
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection)

  const [paginationModel, setPaginationModel] = useFollowingState<GridPaginationModel>(
    { page: search.page - 1, pageSize: search.perPage },
    (a, b) => a.page === b.page && a.pageSize === b.pageSize,
  )
  const [sortModel, setSortModel] = useFollowingState<GridSortModel>(
    search.sortBy ? [{ field: search.sortBy, sort: search.sortDir }] : [],
    (a, b) => a[0]?.field === b[0]?.field && a[0]?.sort === b[0]?.sort,
  )

  const changePage = (model: GridPaginationModel) => {
    const page = model.pageSize !== paginationModel.pageSize ? 0 : model.page
    setPaginationModel({ page, pageSize: model.pageSize })
    onSearchChange({ perPage: model.pageSize, page: page + 1 })
  }
  const changeSort = (model: GridSortModel) => {
    setSortModel(model)
    const field = DatatableSortField.safeParse(model[0]?.field)
    onSearchChange({ sortBy: field.data, sortDir: model[0]?.sort ?? 'asc', page: 1 })
  }
  // Typing replaces the history entry: Back should leave the search, not undo it word by word.
  const changeQuery = (q: string) => onSearchChange({ q, page: 1 }, { replace: true })
  const clearFilters = () => onSearchChange({ q: '', status: undefined, page: 1 })

  const filters = (
    <>
      <SearchField value={search.q} onChange={changeQuery} />
      {advanced && <StatusFilter value={search.status} onChange={(status) => onSearchChange({ status, page: 1 })} />}
      {advanced && <SelectionSummary count={selection.ids.size} onClear={() => setSelection(noSelection)} />}
    </>
  )
  const overlay = error ? (
    <ErrorMessage error={error} onRetry={() => void refetch()} />
  ) : (
    <EmptyMessage q={search.q} onClear={clearFilters} />
  )

  return (
    <DataGrid
      rows={error ? [] : (data?.invoices ?? [])}
      columns={columns}
      rowCount={error ? 0 : (data?.total ?? 0)}
      loading={isFetching}
      localeText={localeText}
      autoHeight
      rowHeight={60}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      // The toolbar's own summary shows the count, with a way to clear it.
      hideFooterSelectedRowCount
      pageSizeOptions={PAGE_SIZES}
      paginationModel={paginationModel}
      onPaginationModelChange={changePage}
      sortModel={sortModel}
      onSortModelChange={changeSort}
      checkboxSelection={advanced}
      // Selected rows stay selected while other pages are shown.
      keepNonExistentRowsSelected
      rowSelectionModel={selection}
      onRowSelectionModelChange={setSelection}
      disableColumnSelector={!advanced}
      disableDensitySelector={!advanced}
      initialState={{ columns: { columnVisibilityModel: hiddenColumns[advanced ? 'advanced' : 'basic'] } }}
      showToolbar
      slots={{ toolbar: DatatableToolbar, noRowsOverlay: GridStateOverlay }}
      slotProps={{
        toolbar: { filters, viewActions: advanced },
        noRowsOverlay: { message: overlay },
        loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
      }}
      sx={{
        border: 0,
        // On a phone the filters wrap onto several lines: the toolbar must grow, not be squeezed to one.
        '& .datatable-toolbar': { flex: '0 0 auto', flexWrap: 'wrap', rowGap: 1, px: 2, py: 1.5 },
        // With autoHeight the empty and error states get two rows' height by default: too little for their message.
        '--DataGrid-overlayHeight': '280px',
      }}
    />
  )
}
