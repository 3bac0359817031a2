import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { visuallyHidden } from '../visuallyHidden'

export interface ChartDataRow {
  key: string
  /** The category the row is for: a span ("June 2025"), a part of a whole ("Desktop"). */
  name: ReactNode
  /** One value per column, written as the card writes it. */
  values: readonly ReactNode[]
}

export interface ChartData {
  /** What the row headers are ("Period"); none when the rows' names say it. */
  rowsName?: string
  /** Each series' name, one column each ("Earning", "Expense"). */
  columns: readonly string[]
  rows: readonly ChartDataRow[]
}

export interface ChartDataTableProps extends ChartData {
  /** The chart's name. */
  caption: string
}

/**
 * A chart's figures as a table that only screen readers get: the drawing's values otherwise live in
 * tooltips a pointer has to find. One row per category, one column per series, each value as the
 * card shows it, so listening and looking give the same figures.
 */
export function ChartDataTable({ caption, rowsName, columns, rows }: ChartDataTableProps) {
  return (
    // Hidden in a box of its own: a table grows to its content whatever its width says, and would widen the card.
    <Box sx={visuallyHidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {rowsName ? <th scope="col">{rowsName}</th> : <td />}
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {row.values.map((value, i) => (
                <td key={columns[i] ?? i}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  )
}
