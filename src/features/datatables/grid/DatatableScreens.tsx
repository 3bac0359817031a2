import Card from '@mui/material/Card'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '../shared/PageHeader'
import { DatatableGrid } from './DatatableGrid'
import type { DatatableSearch, DatatableSearchChange } from '../search'

interface ScreenProps {
  search: DatatableSearch
  onSearchChange: DatatableSearchChange
}

/** /datatables/basic: search, paging and sorting, all done by the server. */
export function BasicDatatableScreen(props: ScreenProps) {
  return (
    <>
      <PageHeader
        title={<Trans>Basic DataTable</Trans>}
        text={<Trans>Search, pages and sorting are done by the server; the address keeps them, so a link shows the same rows.</Trans>}
      />
      <Card>
        <DatatableGrid {...props} />
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
        text={<Trans>Select rows, filter by status, choose columns and density, and export what you see as CSV.</Trans>}
      />
      <Card>
        <DatatableGrid {...props} advanced />
      </Card>
    </>
  )
}
