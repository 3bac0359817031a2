import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { alpha } from '@mui/material/styles'
import { useLingui } from '@lingui/react'
import type { EmailLabel } from '@/api/contract'
import { labelInfo } from '../folders'
import { SOFT_TINT } from '@/theme/createAppTheme'

/** A label on a mail, in the label's colour (soft background, as in the sidebar's dot). */
export function LabelChip({ label }: { label: EmailLabel }) {
  const { i18n } = useLingui()
  const { name, color } = labelInfo(label)
  return (
    <Chip
      size="small"
      label={i18n._(name)}
      data-label={label}
      sx={(theme) => ({
        height: 22,
        fontSize: theme.typography.pxToRem(12),
        fontWeight: 500,
        color: `${color}.main`,
        bgcolor: alpha(theme.palette[color].main, SOFT_TINT),
      })}
    />
  )
}

/** A label's colour as a small dot (sidebar, label menu). */
export function LabelDot({ label }: { label: EmailLabel }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', flexShrink: 0, width: 10, height: 10, borderRadius: '50%', bgcolor: `${labelInfo(label).color}.main` }}
    />
  )
}
