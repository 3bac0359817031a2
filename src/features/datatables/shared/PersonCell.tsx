import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { DatatableRow } from '@/api/contract'
import { PersonAvatar } from './PersonAvatar'

/** Avatar, name and one line under it (the email by default): the first cell of every table. */
export function PersonCell({ row, secondary = row.email }: { row: DatatableRow; secondary?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, height: '100%' }}>
      <PersonAvatar name={row.full_name} src={row.avatar} status={row.status} />
      <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500, color: 'text.primary' }}>
          {row.full_name}
        </Typography>
        <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
          {secondary}
        </Typography>
      </Box>
    </Box>
  )
}
