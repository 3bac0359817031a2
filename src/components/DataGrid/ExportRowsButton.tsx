import { useState } from 'react'
import Tooltip from '@mui/material/Tooltip'
import { gridRowSelectionIdsSelector, ToolbarButton, useGridApiContext, useGridRootProps, type GridValidRowModel } from '@mui/x-data-grid'
import { useLingui } from '@lingui/react/macro'
import { showToast } from '@/components/toast'
import { downloadCsv, rowsToCsv } from './csv'

interface ExportRowsButtonProps {
  exportName: string
  /** Fetches the rows to write (every row matching the search, not only the page loaded). */
  exportRows: () => Promise<readonly GridValidRowModel[]>
}

/**
 * The toolbar's CSV button for rows the grid does not hold: fetches them, then saves them as the
 * grid's export would, keeping its rule that a selection (on any page) exports only the selected rows.
 */
export function ExportRowsButton({ exportName, exportRows }: ExportRowsButtonProps) {
  const apiRef = useGridApiContext()
  const { slots, localeText: text } = useGridRootProps()
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)

  const exportCsv = async () => {
    // A second click while fetching would save the file twice.
    if (busy) return
    setBusy(true)
    try {
      const selected = gridRowSelectionIdsSelector(apiRef)
      const rows = await exportRows()
      const chosen = selected.size > 0 ? rows.filter((row) => selected.has(row.id as string | number)) : rows
      downloadCsv(rowsToCsv(apiRef.current, chosen), exportName)
    } catch {
      showToast(t`The rows could not be exported. Please try again.`, { variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Tooltip title={text.toolbarExportCSV}>
      <ToolbarButton aria-label={text.toolbarExportCSV} onClick={() => void exportCsv()}>
        <slots.exportIcon fontSize="small" />
      </ToolbarButton>
    </Tooltip>
  )
}
