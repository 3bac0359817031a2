import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react'
import type { EmailLabel } from '@/api/contract/email'
import { TintedChip } from '@/components/TintedChip'
import { labelInfo } from '../folders'

/** A label on a mail, in the label's colour (soft background, as in the sidebar's dot). */
export function LabelChip({ label }: { label: EmailLabel }) {
  const { i18n } = useLingui()
  const { name, color } = labelInfo(label)
  // A notch smaller than a small chip: it shares a row's line with the subject.
  return <TintedChip color={color} label={i18n._(name)} data-label={label} sx={(theme) => ({ height: 22, fontSize: theme.typography.pxToRem(12) })} />
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
