import Card from '@mui/material/Card'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import type { ListScreenProps } from '@/lib/listSearch'
import { advancedDatatableSearch, basicDatatableSearch, type DatatableSearch } from '../search'
import { DatatableGrid } from './DatatableGrid'

type ScreenProps = ListScreenProps<DatatableSearch>

/** /datatables/basic: search, paging and sorting, all done by the server. */
export function BasicDatatableScreen(props: ScreenProps) {
  return (
    <>
      <PageHeader
        title={<Trans>Basic DataTable</Trans>}
        subtitle={<Trans>Search, pages and sorting are done by the server; the address keeps them, so a link shows the same rows.</Trans>}
      />
      <Card>
        <DatatableGrid list={basicDatatableSearch} {...props} />
      </Card>
    </>
  )
}

/** /datatables/advanced: the basic table plus selection, a status filter, columns, density and CSV export. */
export function AdvancedDatatableScreen(props: ScreenProps) {
  return (
    <>
      <PageHeader
        title={<Trans>Advanced DataTable</Trans>}
        subtitle={<Trans>Select rows, filter by status, choose columns and density, and export what you see as CSV.</Trans>}
      />
      <Card>
        <DatatableGrid list={advancedDatatableSearch} {...props} advanced />
      </Card>
    </>
  )
}
