import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductColor } from '@/api/contract/ecommerceValues'
import { visuallyHidden } from '@/components/visuallyHidden'
import { COLOR_LABELS, COLOR_SWATCHES } from './labels'

/** A round dab of a product's colour. Only shows it: whatever names the colour is beside it. */
export function ColorSwatch({ color, size = 28, checked = false }: { color: ProductColor; size?: number; checked?: boolean }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: COLOR_SWATCHES[color],
        border: 1,
        borderColor: 'divider',
        boxShadow: (theme) => (checked ? `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${theme.palette.primary.main}` : 'none'),
      }}
    />
  )
}

/**
 * The colour chosen for a product in the cart or an order: a small swatch and the colour's name, said as
 * "Colour: Blue" to a screen reader (the eye sees the swatch instead of the word).
 */
export function ColorTag({ color, sx }: { color: ProductColor; sx?: SxProps<Theme> }) {
  const { i18n } = useLingui()
  const name = i18n._(COLOR_LABELS[color])
  return (
    <Box component="span" data-testid="line-color" data-color={color} sx={[{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <ColorSwatch color={color} size={12} />
      <span>
        <Box component="span" sx={visuallyHidden}>
          <Trans>Colour:</Trans>{' '}
        </Box>
        {name}
      </span>
    </Box>
  )
}
