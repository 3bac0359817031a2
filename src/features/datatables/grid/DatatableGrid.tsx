import type { GridColumnVisibilityModel } from '@mui/x-data-grid'
import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import type { DatatableRow } from '@/api/contract/datatables'
import { ServerDataGrid, type CompactColumns } from '@/components/DataGrid/ServerDataGrid'
import type { ListScreenProps, ListSearch } from '@/lib/listSearch'
import { datatableList } from '../queries'
import type { DatatableSearch } from '../search'
import { useDatatableColumns } from './columns'
import { StatusFilter } from './StatusFilter'

export interface DatatableGridProps extends ListScreenProps<DatatableSearch> {
  /** The grid's accessible name: its page's title. */
  label: string
  /** The route's declaration: the basic or the advanced table's. */
  list: ListSearch<DatatableSearch>
  /** The advanced table: row selection, status filter, columns, density and CSV export. */
  advanced?: boolean
}

// The email sits under the name already; the basic table keeps to the essentials, the advanced one
// shows more and lets the user pick (columns panel).
const hiddenColumns = {
  basic: { id: false, email: false, city: false, experience: false },
  advanced: { email: false },
} satisfies Record<string, GridColumnVisibilityModel>

// On a phone both tables show the person (name and email under it) and their status; the columns
// panel of the advanced table can bring back the others.
const compactColumns: CompactColumns<DatatableRow> = { full_name: { minWidth: 150 }, status: { minWidth: 120 } }

/** Both data tables: the server grid over GET /api/datatables/data, with the advanced table's extras. */
export function DatatableGrid({ label, list, search, onSearchChange, advanced = false }: DatatableGridProps) {
  const { t } = useLingui()
  const columns = useDatatableColumns()
  return (
    <ServerDataGrid
      label={label}
      countLabel={(count) => plural(count, { one: '# person', other: '# people' })}
      list={list}
      search={search}
      onSearchChange={onSearchChange}
      {...datatableList.gridProps(search)}
      columns={columns}
      compactColumns={compactColumns}
      searchPlaceholder={t`Search name, post, email…`}
      emptyHint={<Trans>Try another name, title, email, age, salary or date.</Trans>}
      filters={advanced && <StatusFilter value={search.status} onChange={(status) => onSearchChange({ status })} />}
      selectable={advanced}
      rowLabel={(row) => row.full_name}
      exportName={advanced ? 'datatable' : undefined}
      initialState={{ columns: { columnVisibilityModel: hiddenColumns[advanced ? 'advanced' : 'basic'] } }}
      rowHeight={60}
    />
  )
}
