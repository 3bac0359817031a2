import Box from '@mui/material/Box'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Plural, Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { allDatatableRows } from '../queries'
import { BasicTable } from './BasicTable'
import { CollapsibleTable } from './CollapsibleTable'
import { DenseTable } from './DenseTable'
import { StickyHeaderTable } from './StickyHeaderTable'
import { TableCard } from './TableCard'

/** /tables: the four kinds of MUI table, over the rows of GET /api/datatables/initial-data. */
export function TablesScreen() {
  // The route's loader has put the rows in the cache; loading and errors are the route's to show.
  const { data: rows } = useSuspenseQuery(allDatatableRows())
  const count = rows.length
  return (
    <>
      <PageHeader
        title={<Trans>Tables</Trans>}
        subtitle={<Trans>Plain MUI tables for when a full data grid is more than the page needs.</Trans>}
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <TableCard title={<Trans>Basic table</Trans>} text={<Trans>A header row and a handful of rows.</Trans>}>
          {(id) => <BasicTable rows={rows.slice(0, 6)} labelledBy={id} />}
        </TableCard>
        <TableCard title={<Trans>Dense table</Trans>} text={<Trans>Smaller padding fits more rows on screen.</Trans>}>
          {(id) => <DenseTable rows={rows.slice(0, 10)} labelledBy={id} />}
        </TableCard>
        <TableCard
          title={<Trans>Sticky header</Trans>}
          text={<Plural value={count} one="The # row in a fixed height: the body scrolls, the header stays." other="All # rows in a fixed height: the body scrolls, the header stays." />}
        >
          {(id) => <StickyHeaderTable rows={rows} labelledBy={id} />}
        </TableCard>
        <TableCard title={<Trans>Collapsible rows</Trans>} text={<Trans>Open a row to see the rest of the record.</Trans>}>
          {(id) => <CollapsibleTable rows={rows.slice(0, 8)} labelledBy={id} />}
        </TableCard>
      </Box>
    </>
  )
}
