import type { ReactNode } from 'react'
import Box from '@mui/material/Box'

const column = { display: 'grid', gap: 3, alignContent: 'start', minWidth: 0 } as const

/**
 * The page's three columns: about and follows at the start, the feed in the centre, photos and
 * the poll at the end. Narrower screens put the end column under the start one, then one column.
 */
export function ProfileColumns({ start, centre, end }: { start: ReactNode; centre: ReactNode; end: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr)' },
        gridTemplateAreas: { xs: '"start" "centre" "end"', md: '"start centre" "end centre"', lg: '"start centre end"' },
      }}
    >
      <Box sx={{ ...column, gridArea: 'start' }}>{start}</Box>
      <Box sx={{ ...column, gridArea: 'centre' }}>{centre}</Box>
      <Box sx={{ ...column, gridArea: 'end' }}>{end}</Box>
    </Box>
  )
}
