import type { ReactNode } from 'react'

// What this feature's grid slots take besides the grid's own props (module augmentation is how
// DataGrid lets custom slots receive props through `slotProps`). All optional: other grids are unaffected.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** Controls at the start of the toolbar: search box, filters, selection summary. */
    filters?: ReactNode
    /** Adds the columns, density and CSV export buttons. */
    viewActions?: boolean
  }
  interface NoRowsOverlayPropsOverrides {
    /** What to show instead of rows: the empty or the error state. */
    message?: ReactNode
  }
}

export {}
