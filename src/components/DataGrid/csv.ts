import { GRID_CHECKBOX_SELECTION_COL_DEF, type GridApi, type GridValidRowModel } from '@mui/x-data-grid'

/**
 * A CSV of any rows, written as the grid's own export writes the rows it holds: the visible columns
 * that may be exported, each cell as the grid formats it. The grid's export only knows the rows it
 * was given (one page of a server list); this writes rows fetched for the export, such as every row
 * matching the search.
 */
export function rowsToCsv(api: GridApi, rows: readonly GridValidRowModel[]): string {
  const columns = api.getVisibleColumns().filter((column) => column.field !== GRID_CHECKBOX_SELECTION_COL_DEF.field && !column.disableExport)
  return linesToCsv([
    columns.map((column) => column.headerName || column.field),
    ...rows.map((row) => columns.map((column) => api.getRowFormattedValue(row, column))),
  ])
}

/** A CSV of lines of cells, the first line usually the header: for tables that are not a data grid. */
export function linesToCsv(lines: readonly (readonly unknown[])[]): string {
  return lines.map((values) => values.map(csvCell).join(',')).join('\r\n')
}

/** One cell: quoted when it holds a comma, quote or line break; a leading formula sign is defused, as the grid does (OWASP "CSV injection"). */
function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  const escaped = text.replace(/"/g, '""')
  if (/^[=+\-@\t\r]/.test(text)) return `"'${escaped}"`
  return /[",\n\r]/.test(text) ? `"${escaped}"` : escaped
}

/** Saves a CSV as `<name>.csv`, with the byte order mark spreadsheet programs need to read UTF-8. */
export function downloadCsv(csv: string, name: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `${name}.csv`
  link.click()
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url))
}
