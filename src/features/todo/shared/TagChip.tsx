import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react'
import type { TaskTag } from '@/api/contract/todoValues'
import { TintedChip } from '@/components/TintedChip'
import { tagInfo } from '../places'

/** A tag on a task, in the tag's colour (soft background, as its dot in the sidebar). */
export function TagChip({ tag }: { tag: TaskTag }) {
  const { i18n } = useLingui()
  const { name, color } = tagInfo(tag)
  // A notch smaller than a small chip: it shares a row's line with the title.
  return <TintedChip color={color} label={i18n._(name)} data-tag={tag} sx={(theme) => ({ height: 22, fontSize: theme.typography.pxToRem(12) })} />
}

/** A tag's colour as a small dot (the sidebar). */
export function TagDot({ tag }: { tag: TaskTag }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', flexShrink: 0, width: 10, height: 10, borderRadius: '50%', bgcolor: `${tagInfo(tag).color}.main` }}
    />
  )
}
