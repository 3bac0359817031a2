import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableRow from '@mui/material/TableRow'
import { Trans } from '@lingui/react/macro'
import type { DatatableRow } from '@/api/contract/datatables'
import { formatSalary } from '../shared/format'
import { HeadRow } from './HeadRow'

/** size="small": tighter rows, more of them on screen. */
export function DenseTable({ rows, labelledBy }: { rows: readonly DatatableRow[]; labelledBy: string }) {
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy} sx={{ minWidth: 560 }}>
        <HeadRow
          cells={[
            { label: <Trans>ID</Trans>, align: 'right' },
            { label: <Trans>Name</Trans> },
            { label: <Trans>Email</Trans> },
            { label: <Trans>Age</Trans>, align: 'right' },
            { label: <Trans>Salary</Trans>, align: 'right' },
          ]}
        />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover sx={{ '&:last-child td': { border: 0 } }}>
              <TableCell align="right">{row.id}</TableCell>
              <TableCell>
                <bdi>{row.full_name}</bdi>
              </TableCell>
              <TableCell>
                <bdi>{row.email}</bdi>
              </TableCell>
              <TableCell align="right">{row.age}</TableCell>
              <TableCell align="right">{formatSalary(row.salary)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
