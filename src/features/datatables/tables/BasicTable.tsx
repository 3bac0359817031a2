import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableRow from '@mui/material/TableRow'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DatatableRow } from '@/api/contract/datatables'
import { formatStartDate } from '../shared/format'
import { PersonCell } from '../shared/PersonCell'
import { statusChip } from '../shared/status'
import { TintedChip } from '@/components/TintedChip'
import { HeadRow } from './HeadRow'

/** A plain table: a header row and a few rows. */
export function BasicTable({ rows, labelledBy }: { rows: readonly DatatableRow[]; labelledBy: string }) {
  const { i18n } = useLingui()
  return (
    <TableContainer>
      <Table aria-labelledby={labelledBy} sx={{ minWidth: 640, '& td, & th': { whiteSpace: 'nowrap' } }}>
        <HeadRow
          cells={[
            { label: <Trans>Name</Trans> },
            { label: <Trans>Post</Trans> },
            { label: <Trans>City</Trans> },
            { label: <Trans>Start date</Trans> },
            { label: <Trans>Status</Trans> },
          ]}
        />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover sx={{ '&:last-child td': { border: 0 } }}>
              <TableCell>
                <PersonCell row={row} />
              </TableCell>
              <TableCell>{row.post}</TableCell>
              <TableCell>{row.city}</TableCell>
              <TableCell>{formatStartDate(row.start_date)}</TableCell>
              <TableCell>
                <TintedChip {...statusChip(row.status, i18n)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
