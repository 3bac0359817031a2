import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { ReactNode } from 'react'

/** A table's header row; `align` right for the number columns, so they line up with their values. */
export function HeadRow({ cells }: { cells: ReadonlyArray<{ label: ReactNode; align?: 'right' } | null> }) {
  return (
    <TableHead>
      <TableRow>
        {cells.map((cell, index) =>
          cell ? (
            <TableCell key={index} align={cell.align}>
              {cell.label}
            </TableCell>
          ) : (
            // A column without a heading (the expand buttons) still needs its cell.
            <TableCell key={index} sx={{ width: 56 }} />
          ),
        )}
      </TableRow>
    </TableHead>
  )
}
