import type { SxProps, Theme } from '@mui/material/styles'
import { useLingui } from '@lingui/react/macro'
import type { AuthRole } from '@/api/contract/auth'
import { TintedChip } from '@/components/TintedChip'

/** The user's role as a small coloured label. */
export function RoleChip({ role, sx }: { role: AuthRole; sx?: SxProps<Theme> }) {
  const { t } = useLingui()
  return <TintedChip variant="outlined" color={role === 'admin' ? 'primary' : 'info'} label={role === 'admin' ? t`Admin` : t`Client`} sx={sx} />
}
