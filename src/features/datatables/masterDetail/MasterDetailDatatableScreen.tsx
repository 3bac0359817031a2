import Card from '@mui/material/Card'
import Grid from '@mui/material/Grid'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import type { DatatableRow } from '@/api/contract/datatables'
import { ServerDataGrid, type CompactColumns } from '@/components/DataGrid/ServerDataGrid'
import { usePageTitle } from '@/components/example/usePageTitle'
import { PageHeader } from '@/components/PageHeader'
import type { ListScreenProps } from '@/lib/listSearch'
import { useDatatableColumns } from '../grid/columns'
import { allDatatableRows, datatableList } from '../queries'
import { masterDetailDatatableSearch, type MasterDetailDatatableSearch } from '../search'
import { RowDetail } from './RowDetail'

// The master shows who and what; the rest of the record is the detail pane's.
const hiddenColumns = { email: false, city: false, start_date: false, age: false, experience: false }
const compactColumns: CompactColumns<DatatableRow> = { full_name: { minWidth: 150 }, status: { minWidth: 120 } }

/**
 * /datatables/master-detail: the grid is the master, the chosen row's whole record shows beside it
 * (below it on a phone). The choice is in the address (`?id=42`), so a link or a reload reopens it.
 * DataGrid's own detail panels are a feature of its paid tiers: this is the free tier's way.
 */
export function MasterDetailDatatableScreen({ search, onSearchChange }: ListScreenProps<MasterDetailDatatableSearch>) {
  const { t } = useLingui()
  const titleOf = usePageTitle()
  const title = titleOf('datatables-master-detail')
  const columns = useDatatableColumns()
  const { id } = search
  // The chosen row is usually on the page shown; a link to a row of another page reads it from the whole list.
  const page = useQuery(datatableList.pageFor(search))
  const onPage = id === undefined || !page.data ? undefined : datatableList.rowsOf(page.data).find((row) => row.id === id)
  const everyRow = useQuery({ ...allDatatableRows(), enabled: id !== undefined && page.isSuccess && !onPage })
  const row = onPage ?? everyRow.data?.find((each) => each.id === id)

  return (
    <>
      <PageHeader
        title={title}
        subtitle={<Trans>Choose a row to see its whole record beside the table; the address keeps the choice, so a link reopens it.</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: titleOf('datatables-index'), to: '/datatables' }, { label: title }]}
      />
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }} sx={{ minWidth: 0 }}>
          <Card>
            <ServerDataGrid
              label={title}
              countLabel={(count) => plural(count, { one: '# person', other: '# people' })}
              list={masterDetailDatatableSearch}
              search={search}
              onSearchChange={onSearchChange}
              {...datatableList.gridProps(search)}
              columns={columns}
              compactColumns={compactColumns}
              searchPlaceholder={t`Search name, post, email…`}
              emptyHint={<Trans>Try another name, title, email, age, salary or date.</Trans>}
              initialState={{ columns: { columnVisibilityModel: hiddenColumns } }}
              rowHeight={60}
              // Choosing replaces the history entry: Back leaves the page rather than stepping through rows.
              activeRow={{ id, onChange: (chosen) => onSearchChange({ id: chosen.id }, { replace: true }) }}
            />
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }} sx={{ minWidth: 0 }}>
          <RowDetail id={id} row={row} loading={page.isPending || everyRow.isFetching} />
        </Grid>
      </Grid>
    </>
  )
}
