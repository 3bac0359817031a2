import Chip from '@mui/material/Chip'
import type { SxProps, Theme } from '@mui/material/styles'
import { useLingui } from '@lingui/react/macro'
import type { AuthRole } from '@/api/contract'

/** The user's role as a small coloured label. */
export function RoleChip({ role, sx }: { role: AuthRole; sx?: SxProps<Theme> }) {
  const { t } = useLingui()
  return (
    <Chip
      size="small"
      color={role === 'admin' ? 'primary' : 'info'}
      variant="outlined"
      label={role === 'admin' ? t`Admin` : t`Client`}
      sx={sx}
    />
  )
}
