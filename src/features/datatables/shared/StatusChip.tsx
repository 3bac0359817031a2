import Chip from '@mui/material/Chip'
import { alpha } from '@mui/material/styles'
import { useLingui } from '@lingui/react'
import { statusInfo } from './status'
import { SOFT_TINT } from '@/theme/createAppTheme'

/** The row's status as a tinted label ("Current", "Rejected"...), readable in light and dark mode. */
export function StatusChip({ status }: { status: number }) {
  const { i18n } = useLingui()
  const { label, color } = statusInfo(status)
  return (
    <Chip
      size="small"
      label={i18n._(label)}
      sx={(theme) => ({
        fontWeight: 500,
        color: `${color}.main`,
        bgcolor: alpha(theme.palette[color].main, SOFT_TINT),
      })}
    />
  )
}
