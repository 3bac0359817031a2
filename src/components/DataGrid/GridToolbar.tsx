import Box from '@mui/material/Box'
import Tooltip from '@mui/material/Tooltip'
import {
  ColumnsPanelTrigger,
  ExportCsv,
  Toolbar,
  ToolbarButton,
  useGridRootProps,
  type GridSlotProps,
} from '@mui/x-data-grid'
import { DensityMenu } from './DensityMenu'
import { ExportRowsButton } from './ExportRowsButton'
// `filters`, `exportName` and `exportRows` are declared for the toolbar slot in ./slotProps.ts.

/**
 * The server grid's toolbar: the screen's own controls (search, filters, selection) first, then, with
 * an `exportName`, the grid's columns panel, density and CSV export. The export writes the rows loaded
 * on this page, or only the selected ones when some are selected (the grid's rule); with `exportRows`,
 * the rows it fetches instead (every row matching the search), by the same rule.
 */
export function GridToolbar({ filters, exportName, exportRows }: GridSlotProps['toolbar']) {
  // The grid's own texts in the active language (root props hold them merged with the defaults).
  const { slots, localeText: text } = useGridRootProps()
  return (
    <Toolbar className="server-grid-toolbar">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, flex: '1 1 240px', minWidth: 0 }}>{filters}</Box>
      {exportName && (
        <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}>
          <Tooltip title={text.toolbarColumns}>
            <ColumnsPanelTrigger render={<ToolbarButton aria-label={text.toolbarColumnsLabel} />}>
              <slots.columnSelectorIcon fontSize="small" />
            </ColumnsPanelTrigger>
          </Tooltip>
          <DensityMenu />
          {exportRows ? (
            <ExportRowsButton exportName={exportName} exportRows={exportRows} />
          ) : (
            <Tooltip title={text.toolbarExportCSV}>
              <ExportCsv render={<ToolbarButton aria-label={text.toolbarExportCSV} />} options={{ fileName: exportName, utf8WithBom: true }}>
                <slots.exportIcon fontSize="small" />
              </ExportCsv>
            </Tooltip>
          )}
        </Box>
      )}
    </Toolbar>
  )
}
