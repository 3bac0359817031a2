import { downloadCsv, linesToCsv } from '@/components/DataGrid/csv'

/** A table to save: its header's cells and its rows' cells, already written in the active language. */
export interface ExportTable {
  header: readonly string[]
  rows: readonly (readonly string[])[]
}

/** "employees-2025-06-02": the day of the export in the file's name, so two exports of different days never clash. */
export function fileNameOf(base: string, day = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${base}-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
}

/** Saves the table as `<name>.csv`, with the kit's CSV writer (the data grids' export writes the same way). */
export function saveCsv(table: ExportTable, name: string): void {
  downloadCsv(linesToCsv([table.header, ...table.rows]), name)
}

/**
 * Saves the table as `<name>.pdf`, titled, its header in `color` (a hex colour: the theme's primary). jsPDF and its table plugin are downloaded on the first click only
 * (some 400 kB): a page that shows the button does not pay for them.
 */
export async function savePdf(
  table: ExportTable,
  {
    name,
    title,
    color,
    orientation = 'portrait',
  }: {
    name: string
    title: string
    color: string
    orientation?: 'portrait' | 'landscape'
  },
): Promise<void> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')])
  const doc = new jsPDF({ orientation, unit: 'pt', format: 'a4' })
  // The built-in fonts know Latin-1: the narrow spaces some languages group digits with become plain spaces.
  const plain = (text: string) => text.replace(/[\u202F\u2009]/g, ' ')
  doc.setFontSize(16)
  doc.text(plain(title), 40, 48)
  autoTable(doc, {
    head: [table.header.map(plain)],
    body: table.rows.map((row) => row.map(plain)),
    startY: 64,
    styles: { fontSize: 9 },
    headStyles: { fillColor: color },
  })
  doc.save(`${name}.pdf`)
}
