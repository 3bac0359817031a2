import Chip, { type ChipProps } from '@mui/material/Chip'
import { alpha } from '@mui/material/styles'
import type { Tint } from './InitialsAvatar'
import { SOFT_TINT } from '@/theme/createAppTheme'

export type TintedChipProps = Omit<ChipProps, 'color' | 'variant'> & {
  color: Tint
  /** `soft`: coloured text on a soft tint of its colour; `outlined`: coloured text and border. */
  variant?: 'soft' | 'outlined'
}

/**
 * A short coloured label (a status, a mail label, a role). The theme makes every palette colour
 * readable on its own soft tint, so the label reads in light and dark mode alike.
 */
export function TintedChip({ color, variant = 'soft', size = 'small', sx, ...chip }: TintedChipProps) {
  if (variant === 'outlined') return <Chip color={color} variant="outlined" size={size} sx={sx} {...chip} />
  return (
    <Chip
      size={size}
      {...chip}
      sx={[
        (theme) => ({ fontWeight: 500, color: `${color}.main`, bgcolor: alpha(theme.palette[color].main, SOFT_TINT) }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  )
}
