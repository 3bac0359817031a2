import type { ReactNode } from 'react'
import type { GridValidRowModel } from '@mui/x-data-grid'

// What the server grid's slots take besides the grid's own props (module augmentation is how
// DataGrid lets custom slots receive props through `slotProps`). All optional: other grids are unaffected.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** Controls at the start of the toolbar: search box, filters, selection summary. */
    filters?: ReactNode
    /** The file name of the CSV export; with it, the toolbar adds the columns, density and export buttons. */
    exportName?: string
    /** Fetches the rows the CSV export writes, instead of the rows loaded on this page. */
    exportRows?: () => Promise<readonly GridValidRowModel[]>
  }
  interface RowCheckboxPropsOverrides {
    /** Names a row for its selection checkbox ("Allyson Tunnock" gives "Select Allyson Tunnock"). */
    rowLabel?: (row: GridValidRowModel) => string
  }
  interface NoRowsOverlayPropsOverrides {
    /** What to show instead of rows: the empty or the error state. */
    message?: ReactNode
  }
}

export {}
