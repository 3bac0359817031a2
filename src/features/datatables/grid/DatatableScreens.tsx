import Card from '@mui/material/Card'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import type { ListScreenProps } from '@/lib/listSearch'
import { advancedDatatableSearch, basicDatatableSearch, type DatatableSearch } from '../search'
import { DatatableGrid } from './DatatableGrid'

type ScreenProps = ListScreenProps<DatatableSearch>

/** /datatables/basic: search, paging and sorting, all done by the server. */
export function BasicDatatableScreen(props: ScreenProps) {
  const { t } = useLingui()
  const title = t`Basic DataTable`
  return (
    <>
      <PageHeader
        title={title}
        subtitle={<Trans>Search, pages and sorting are done by the server; the address keeps them, so a link shows the same rows.</Trans>}
      />
      <Card>
        <DatatableGrid label={title} list={basicDatatableSearch} {...props} />
      </Card>
    </>
  )
}

/** /datatables/advanced: the basic table plus selection, a status filter, columns, density and CSV export. */
export function AdvancedDatatableScreen(props: ScreenProps) {
  const { t } = useLingui()
  const title = t`Advanced DataTable`
  return (
    <>
      <PageHeader
        title={title}
        subtitle={<Trans>Select rows, filter by status, choose columns and density, and export what you see as CSV.</Trans>}
      />
      <Card>
        <DatatableGrid label={title} list={advancedDatatableSearch} {...props} advanced />
      </Card>
    </>
  )
}
