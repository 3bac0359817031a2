import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { ExportTable } from './exportFiles'

/** A table as it will be exported: the very header and cells the files get. Scrolls inside itself on a narrow screen. */
export function EmployeeTable({ table, numeric = [], label }: { table: ExportTable; numeric?: readonly number[]; label: string }) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={0} role="group" aria-label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {table.header.map((cell, index) => (
              <TableCell key={cell} align={numeric.includes(index) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={row.join('|')}>
              {row.map((cell, index) => (
                <TableCell key={index} align={numeric.includes(index) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
