import { useId, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { Trans } from '@lingui/react/macro'
import { ChartDataTable, type ChartData } from '@/components/charts/ChartDataTable'

interface ChartBlockProps {
  /** What the chart shows: the figure's name and its table's caption. */
  label: string
  /** The drawing's height in px. */
  height: number
  /** The chart's figures, written as the reader's language writes them. */
  data: ChartData
  /** One recharts chart with `responsive`, a full-size style and `accessibilityLayer={false}`. */
  children: ReactNode
}

/**
 * A chart as a named figure, like the dashboard's (src/components/charts/ChartFigure.tsx): the
 * drawing is for the eye and hidden from screen readers, who get its figures as a table. Here the
 * table can also be opened for everyone, in place of the hidden one, so a reader sees the numbers
 * the drawing stands for.
 */
export function ChartBlock({ label, height, data, children }: ChartBlockProps) {
  const [open, setOpen] = useState(false)
  const tableId = useId()
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0, width: '100%', minWidth: 0 }}>
      <Box aria-hidden sx={{ height, position: 'relative' }}>
        {children}
      </Box>
      <Button size="small" sx={{ mt: 1 }} aria-expanded={open} aria-controls={open ? tableId : undefined} onClick={() => setOpen(!open)}>
        {open ? <Trans>Hide data table</Trans> : <Trans>Show data table</Trans>}
      </Button>
      {open ? <VisibleTable id={tableId} caption={label} data={data} /> : <ChartDataTable caption={label} {...data} />}
    </Box>
  )
}

function VisibleTable({ id, caption, data: { rowsName, columns, rows } }: { id: string; caption: string; data: ChartData }) {
  return (
    // Its own scroll box: a table with many columns scrolls here, never the page.
    <Box id={id} sx={{ overflowX: 'auto', mt: 1 }}>
      <Table size="small" sx={{ '& caption': { captionSide: 'top', px: 0, pt: 0 } }}>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {rowsName ? <TableCell component="th" scope="col">{rowsName}</TableCell> : <TableCell />}
            {columns.map((column) => (
              <TableCell key={column} component="th" scope="col" align="right">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              {row.values.map((value, i) => (
                <TableCell key={columns[i] ?? i} align="right">
                  <bdi>{value}</bdi>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}
