import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableRow from '@mui/material/TableRow'
import { Trans } from '@lingui/react/macro'
import type { DatatableRow } from '@/api/contract/datatables'
import { formatExperience, formatSalary } from '../shared/format'
import { HeadRow } from './HeadRow'

/** Every row in a box of fixed height: the body scrolls, the header stays in view. */
export function StickyHeaderTable({ rows, labelledBy }: { rows: readonly DatatableRow[]; labelledBy: string }) {
  return (
    // Focusable so keyboard users can scroll it too.
    <TableContainer sx={{ maxHeight: 400 }} tabIndex={0} aria-labelledby={labelledBy} role="region">
      <Table stickyHeader size="small" aria-labelledby={labelledBy} sx={{ minWidth: 640 }}>
        <HeadRow
          cells={[
            { label: <Trans>Name</Trans> },
            { label: <Trans>Post</Trans> },
            { label: <Trans>City</Trans> },
            { label: <Trans>Experience</Trans> },
            { label: <Trans>Salary</Trans>, align: 'right' },
          ]}
        />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                <bdi>{row.full_name}</bdi>
              </TableCell>
              <TableCell>{row.post}</TableCell>
              <TableCell>{row.city}</TableCell>
              <TableCell>{formatExperience(row.experience)}</TableCell>
              <TableCell align="right">{formatSalary(row.salary)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
