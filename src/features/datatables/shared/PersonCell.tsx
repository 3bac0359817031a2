import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { DatatableRow } from '@/api/contract/datatables'
import { PersonAvatar } from './PersonAvatar'

/**
 * Avatar, name and one line under it (the email by default): the first cell of every table. The
 * person's words are isolated (`<bdi>`) so a Latin name reads in order in a right-to-left layout.
 */
export function PersonCell({ row, secondary = row.email }: { row: DatatableRow; secondary?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, height: '100%' }}>
      <PersonAvatar name={row.full_name} src={row.avatar} status={row.status} />
      <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500, color: 'text.primary' }}>
          <bdi>{row.full_name}</bdi>
        </Typography>
        <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
          <bdi>{secondary}</bdi>
        </Typography>
      </Box>
    </Box>
  )
}
