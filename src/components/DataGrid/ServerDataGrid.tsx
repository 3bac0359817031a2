import { useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react'
import {
  DataGrid,
  type GridColDef,
  type DataGridProps,
  type GridColumnVisibilityModel,
  type GridInitialState,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useAnnounceResults } from '@/components/announce'
import { SearchField } from '@/components/SearchField'
import { useDataGridLocaleText } from '@/i18n/dataGridLocale'
import type { ListSearch, ListSearchChange, PagedListSearch } from '@/lib/listSearch'
import { NO_SELECTION, type Selection } from '@/lib/selection'
import { fromPaginationModel, lastPageIfPast, nextPage, samePage, sameSort, sortPatch, toPaginationModel, toSortModel } from './gridModels'
import { LoadErrorMessage, NoRowsMessage } from './GridMessages'
import { RowsLoadingBar, RowsLoadingOverlay } from './GridLoading'
import { GridStateOverlay } from './GridStateOverlay'
import { GridToolbar } from './GridToolbar'
import { NamedRowCheckbox } from './NamedRowCheckbox'
import { SelectionSummary } from './SelectionSummary'
import { useFollowingState } from './useFollowingState'

export interface ServerDataGridProps<R extends GridValidRowModel, T extends PagedListSearch, D extends { total: number }, K extends QueryKey> {
  /** The grid's accessible name: the title of its page or card ("Users"), translated. */
  label: string
  /**
   * What the live region says once the rows of a new search or filter have arrived, with the count of
   * every matching row: the screen's own noun, `(count) => plural(count, { one: '# user', other: '# users' })`.
   * Without it, "3 results".
   */
  countLabel?: (count: number) => string
  /** The route's list declaration (`listSearch(...)`): its page sizes, the fields the server sorts by, what clearing means. */
  list: ListSearch<T>
  /** The view in the address, and how to change it. */
  search: T
  onSearchChange: ListSearchChange<T>
  /** The query of the page the search asks for (from the feature's queries). */
  query: UseQueryOptions<D, Error, D, K>
  /** The answer's rows: each call names them its own way (`invoices`, `users`...). Its `total` counts all pages. */
  rowsOf: (answer: D) => readonly R[]
  columns: readonly GridColDef<R>[]
  /** What the search box searches, as its placeholder ("Search name, email…"). Leave out for a list the server does not search: no search box. */
  searchPlaceholder?: string
  /** Under "No rows match …": what else to try. */
  emptyHint: ReactNode
  /** What shows when there are no rows at all (nothing searched or filtered): the screen's own empty state, a general one by default. */
  noRows?: ReactNode
  /** The screen's own filter controls, after the search box. */
  filters?: ReactNode
  /** Checkbox selection, kept across pages; the toolbar says how many rows are selected. */
  selectable?: boolean
  /** A row's name for its selection checkbox ("Allyson Tunnock" makes "Select Allyson Tunnock"); else every one is "Select row". */
  rowLabel?: (row: R) => string
  /** Shown while rows are selected, beside their count: what can be done with them ("Delete selected"); `clear` unselects them. */
  selectionActions?: (selected: readonly R['id'][], clear: () => void) => ReactNode
  /** The CSV file's name; with it, the toolbar offers the columns panel, density and CSV export. */
  exportName?: string
  /**
   * What the CSV export writes, fetched when asked: every row matching the search and filters, where
   * the grid alone would write only the page loaded. The grid's columns and formatting still apply.
   */
  exportRows?: () => Promise<readonly R[]>
  /**
   * The phone layout (below `sm`): the columns it shows, by field, each with what changes there (a
   * smaller `minWidth`, a narrower `width`), so a row fits the screen without scrolling sideways.
   * The other columns are hidden there (the columns panel can still show them); wider screens show
   * every column. Without it, a phone shows every column and the rows scroll sideways.
   */
  compactColumns?: CompactColumns<R>
  /** Hidden columns and the like, as DataGrid takes them. */
  initialState?: GridInitialState
  rowHeight?: number
  /**
   * Cells edited in place (columns marked `editable`): DataGrid's own `processRowUpdate` saves a
   * committed row and answers the saved one; when it rejects, the grid puts the old value back and
   * `onProcessRowUpdateError` hears why. `getCellClassName` marks cells (one being saved, say).
   */
  editing?: Pick<DataGridProps<R>, 'processRowUpdate' | 'onProcessRowUpdateError' | 'getCellClassName'>
  /**
   * One row chosen at a time, shown elsewhere (a master-detail screen's detail pane): a click on a
   * row, or Enter or Space on one of its cells, chooses it, and the grid marks it as selected. Not
   * together with `selectable`.
   */
  activeRow?: { id: R['id'] | undefined; onChange: (row: R) => void }
}

/** The columns a phone shows, by field, with their sizes there (`{ fullName: { minWidth: 150 }, actions: {} }`). */
export type CompactColumns<R extends GridValidRowModel> = Readonly<Record<string, Partial<Pick<GridColDef<R>, 'width' | 'minWidth' | 'flex'>>>>

type Layout = 'wide' | 'compact'

/**
 * A DataGrid whose rows, paging and sorting are the server's: the grid only reports what the user
 * asked for, the route puts it in the address, and the address decides what is fetched. Nothing is
 * filtered or sorted in the browser. While the next page loads, the previous one stays on screen
 * under a progress bar named "Loading rows", and the grid says it is busy (`aria-busy`); an empty
 * answer or a failed load shows its own message over the rows area.
 */
export function ServerDataGrid<R extends GridValidRowModel, T extends PagedListSearch, D extends { total: number }, K extends QueryKey>({
  label,
  countLabel,
  list,
  search,
  onSearchChange,
  query,
  rowsOf,
  columns,
  searchPlaceholder,
  emptyHint,
  noRows,
  filters,
  selectable = false,
  rowLabel,
  selectionActions,
  exportName,
  exportRows,
  compactColumns,
  initialState,
  rowHeight,
  editing,
  activeRow,
}: ServerDataGridProps<R, T, D, K>) {
  const { t } = useLingui()
  const localeText = useDataGridLocaleText()
  const { data, error, isFetching, isPlaceholderData, refetch } = useQuery({ ...query, placeholderData: keepPreviousData })
  // Selection is a passing choice, not a view to share: it lives here, not in the address.
  const [selection, setSelection] = useState<Selection<GridRowId>>(NO_SELECTION)
  const clearSelection = () => setSelection(NO_SELECTION)
  const activeId = activeRow?.id
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(activeRow ? (activeId === undefined ? [] : [activeId]) : selection) }),
    [activeRow, activeId, selection],
  )
  const [paginationModel, setPaginationModel] = useFollowingState(toPaginationModel(search), samePage)
  const [sortModel, setSortModel] = useFollowingState(toSortModel(search), sameSort)
  const { visibleColumns, columnVisibilityModel, onColumnVisibilityModelChange } = useCompactLayout(columns, compactColumns, initialState)

  // A page past the end (an old link, `?page=99`, or the last rows deleted) would show "No rows"
  // under "91–100 of 100": the address moves to the last page instead, replacing the entry. Only
  // the answer for this very page says so, not the previous page kept on screen while it loads.
  const pastEnd = data && !isPlaceholderData ? lastPageIfPast(search, data.total) : undefined

  // What the grid changes is the paged-list part of T: the page, its size, the sort (checked against
  // the list's sort fields) and the search text.
  const change = (patch: Partial<PagedListSearch>, options?: { replace?: boolean }) => onSearchChange(patch as Partial<T>, options)
  const changePage = (asked: GridPaginationModel) => {
    const next = nextPage(asked, paginationModel)
    setPaginationModel(next)
    // Past the end the grid steps back to the last page by itself: a correction, not a visit.
    change(fromPaginationModel(next), pastEnd === undefined ? undefined : { replace: true })
  }
  const changeSort = (model: GridSortModel) => {
    setSortModel(model)
    change(sortPatch(model, list.sortFields))
  }

  const goToPage = useEffectEvent((page: number) => change({ page }, { replace: true }))
  useEffect(() => {
    if (pastEnd !== undefined) goToPage(pastEnd)
  }, [pastEnd])

  useAnnounceCount(list, search, { data, error, isPlaceholderData }, countLabel)

  // Typing replaces the history entry: Back should leave the search, not undo it word by word.
  const changeQuery = (q: string) => change({ q }, { replace: true })
  const filtered = Object.entries(list.cleared).some(([key, value]) => search[key as keyof T] !== value)

  const toolbarFilters = (
    <>
      {searchPlaceholder !== undefined && (
        <SearchField
          value={search.q}
          onChange={changeQuery}
          label={t`Search rows`}
          placeholder={searchPlaceholder}
          sx={{ width: { xs: '100%', sm: 300 } }}
        />
      )}
      {filters}
      {selectable && <SelectionSummary count={selection.size} onClear={clearSelection} />}
      {selectable && selection.size > 0 && selectionActions?.([...selection] as R['id'][], clearSelection)}
    </>
  )
  const message = error ? (
    <LoadErrorMessage error={error} onRetry={() => void refetch()} />
  ) : !filtered && noRows ? (
    noRows
  ) : (
    <NoRowsMessage q={search.q} filtered={filtered} hint={emptyHint} onClear={() => onSearchChange(list.cleared)} />
  )
  // A list with nothing to search, filter, select or export has no toolbar: an empty bar would only push the rows down.
  const toolbar = searchPlaceholder !== undefined || Boolean(filters) || selectable || Boolean(exportName)

  return (
    <DataGrid
      aria-label={label}
      rows={error || !data ? [] : rowsOf(data)}
      columns={visibleColumns}
      columnVisibilityModel={columnVisibilityModel}
      onColumnVisibilityModelChange={onColumnVisibilityModelChange}
      rowCount={error ? 0 : (data?.total ?? 0)}
      loading={isFetching}
      localeText={localeText}
      autoHeight
      rowHeight={rowHeight}
      paginationMode="server"
      sortingMode="server"
      // A list in the server's own order offers no sorting at all.
      disableColumnSorting={list.sortFields.length === 0}
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick={!activeRow}
      // The toolbar's own summary shows the count, with a way to clear it.
      hideFooterSelectedRowCount
      pageSizeOptions={list.pageSizes}
      paginationModel={paginationModel}
      onPaginationModelChange={changePage}
      sortModel={sortModel}
      onSortModelChange={changeSort}
      checkboxSelection={selectable}
      // Selected rows stay selected while other pages are shown, and "select all" selects the rows
      // listed, by id: the grid's other model ("all but these") cannot be counted.
      keepNonExistentRowsSelected
      disableRowSelectionExcludeModel
      rowSelectionModel={selectionModel}
      onRowSelectionModelChange={(model) => (activeRow ? undefined : setSelection(model.ids))}
      onRowClick={activeRow && (({ row }) => activeRow.onChange(row))}
      onCellKeyDown={
        activeRow &&
        (({ row }, event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return
          event.preventDefault()
          activeRow.onChange(row)
        })
      }
      {...editing}
      disableColumnSelector={!exportName}
      disableDensitySelector={!exportName}
      // Its hidden columns are the visibility model's starting point (above); the rest is the grid's.
      initialState={initialState && { ...initialState, columns: { ...initialState.columns, columnVisibilityModel: undefined } }}
      showToolbar={toolbar}
      slots={{
        toolbar: GridToolbar,
        noRowsOverlay: GridStateOverlay,
        rowCheckbox: NamedRowCheckbox,
        loadingOverlay: RowsLoadingOverlay,
        baseLinearProgress: RowsLoadingBar,
      }}
      slotProps={{
        // The grid itself says whether its rows are being fetched: what a page or a test waits on.
        main: { 'aria-busy': isFetching },
        toolbar: { filters: toolbarFilters, exportName, exportRows },
        rowCheckbox: { rowLabel: rowLabel as ((row: GridValidRowModel) => string) | undefined },
        noRowsOverlay: { message },
        loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
      }}
      sx={{
        border: 0,
        // On a phone the filters wrap onto several lines: the toolbar must grow, not be squeezed to one.
        '& .server-grid-toolbar': { flex: '0 0 auto', flexWrap: 'wrap', rowGap: 1, px: 2, py: 1.5 },
        // With autoHeight the empty and error states get two rows' height by default: too little for their message.
        '--DataGrid-overlayHeight': '280px',
        // The header row ends with the last column: the last header's hidden menu button and its resize
        // handle reach past it, and the rows would scroll sideways by that much (23 px) on any screen.
        '& .MuiDataGrid-columnHeaders': { overflowX: 'clip' },
        // A chosen row is marked by a bar in the primary colour at its start, not by MUI's tint: on a dark card
        // any tint that shows left the rows' secondary text (and their status chips) below 4.5:1.
        '& .MuiDataGrid-row.Mui-selected, & .MuiDataGrid-row.Mui-selected:hover': { bgcolor: 'transparent' },
        '& .MuiDataGrid-row.Mui-selected': { boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}` },
      }}
    />
  )
}

/** "3 results": what a count says when the screen gives no noun of its own. */
const countOfResults = (count: number) => plural(count, { one: '# result', other: '# results' })

/**
 * Says how many rows match once the answer to a new search or filter is in (the toolbar's search box
 * and filters, "Clear search and filters"), through the app's live region: a screen-reader user hears
 * what the search found without leaving the search box. Paging and sorting show the same rows, so they
 * say nothing; neither does the first load, whose page name the layout says. A search that starts
 * before the last count was said drops it, so typing on says only the count of what was typed last.
 */
function useAnnounceCount<T extends PagedListSearch>(
  list: ListSearch<T>,
  search: T,
  answer: { data: { total: number } | undefined; error: Error | null; isPlaceholderData: boolean },
  countLabel: (count: number) => string = countOfResults,
) {
  // The search text and every filter, the fields "Clear search and filters" resets.
  const listing = JSON.stringify(Object.keys(list.cleared).map((key) => search[key as keyof T]))
  useAnnounceResults(listing, answer.error || answer.isPlaceholderData ? undefined : answer.data?.total, countLabel)
}

/**
 * Which columns show, and how wide, on this screen: every column from `sm` up; below it, only the
 * compact ones with their phone sizes. What the user shows or hides in the columns panel is kept
 * for each layout, so turning a phone sideways and back restores each one's own choice.
 */
function useCompactLayout<R extends GridValidRowModel>(columns: readonly GridColDef<R>[], compact: CompactColumns<R> | undefined, initialState: GridInitialState | undefined) {
  // The theme's own breakpoint (MUI's default theme where none is provided).
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true })
  const layout: Layout = phone && compact ? 'compact' : 'wide'
  const [chosen, setChosen] = useState<Partial<Record<Layout, GridColumnVisibilityModel>>>({})
  const initial = initialState?.columns?.columnVisibilityModel
  const visibleColumns = useMemo(
    () => (layout === 'compact' && compact ? columns.map((column) => (compact[column.field] ? { ...column, ...compact[column.field] } : column)) : columns),
    [layout, compact, columns],
  )
  const byDefault = useMemo<GridColumnVisibilityModel>(
    () =>
      layout === 'compact' && compact
        ? { ...initial, ...Object.fromEntries(columns.filter((column) => !compact[column.field]).map((column) => [column.field, false])) }
        : { ...initial },
    [layout, compact, columns, initial],
  )
  return {
    visibleColumns,
    columnVisibilityModel: chosen[layout] ?? byDefault,
    onColumnVisibilityModelChange: (model: GridColumnVisibilityModel) => setChosen((before) => ({ ...before, [layout]: model })),
  }
}
