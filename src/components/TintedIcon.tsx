import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { alpha } from '@mui/material/styles'
import type { Tint } from './InitialsAvatar'
import { SOFT_TINT } from '@/theme/createAppTheme'

/** An icon on a soft tint of its colour, as figure cards lead with: round, or a rounded square. */
export function TintedIcon({ tint, children, size = 44, shape = 'circle' }: { tint: Tint; children: ReactNode; size?: number; shape?: 'circle' | 'rounded' }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: shape === 'circle' ? '50%' : 2,
        display: 'grid',
        placeItems: 'center',
        color: `${tint}.main`,
        bgcolor: alpha(theme.palette[tint].main, SOFT_TINT),
      })}
    >
      {children}
    </Box>
  )
}
