import Box from '@mui/material/Box'
import type { GridSlotProps } from '@mui/x-data-grid'
// `message` is declared for the no-rows overlay slot in ./slotProps.ts.

/** The grid's no-rows slot: shows the state the grid chose (empty or error) over the rows area. */
export function GridStateOverlay({ message }: GridSlotProps['noRowsOverlay']) {
  return <Box sx={{ height: '100%', display: 'flex' }}>{message}</Box>
}
