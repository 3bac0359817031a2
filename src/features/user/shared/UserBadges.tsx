import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import type { UserRole, UserStatus } from '@/api/contract/users'
import { TintedChip } from '@/components/TintedChip'
import { roleLook, statusLook } from './userLabels'

/** The role with its icon in its colour. */
export function RoleLabel({ role }: { role: UserRole }) {
  const { i18n } = useLingui()
  const { icon, tint, label } = roleLook(role)
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ display: 'inline-flex', color: `${tint}.main` }}>
        {icon}
      </Box>
      {i18n._(label)}
    </Box>
  )
}

export function StatusChip({ status }: { status: UserStatus }) {
  const { i18n } = useLingui()
  const { tint, label } = statusLook(status)
  return <TintedChip color={tint} label={i18n._(label)} />
}
