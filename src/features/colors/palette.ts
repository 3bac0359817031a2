import { darken, decomposeColor, lighten, rgbToHex, type Theme } from '@mui/material/styles'

/** One value of the palette: its key in the theme ("main", "500", "paper") and its colour as the theme writes it. */
export interface PaletteValue {
  key: string
  color: string
}

export type ColorGroupId = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error' | 'grey' | 'text' | 'background' | 'divider'

/** A colour of the palette with its values, and, for the six main colours, a row of tints from light to dark. */
export interface ColorGroup {
  id: ColorGroupId
  values: PaletteValue[]
  tints: PaletteValue[]
}

export const MAIN_COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const
const GREY_KEYS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', 'A100', 'A200', 'A400', 'A700'] as const

/** An opaque colour as hex ("#7367F0"), which is what one pastes; one with transparency keeps its rgba(). */
export function written(color: string): string {
  const { type, values } = decomposeColor(color)
  if (type === 'rgba' && values[3] !== undefined && values[3] < 1) return color
  return (color.startsWith('#') ? color : rgbToHex(color)).toUpperCase()
}

/** Lighter shades (mixed with white), the main colour, then darker ones (mixed with black). */
function tintsOf(main: string): PaletteValue[] {
  const lighter = [0.9, 0.75, 0.5, 0.25].map((share) => ({ key: `+${share * 100}`, color: written(lighten(main, share)) }))
  const darker = [0.25, 0.5].map((share) => ({ key: `-${share * 100}`, color: written(darken(main, share)) }))
  return [...lighter, { key: '0', color: written(main) }, ...darker]
}

/** The theme's palette, colour by colour, in the order the page shows it. */
export function paletteOf(theme: Theme): ColorGroup[] {
  const { palette } = theme
  const mains = MAIN_COLORS.map((id): ColorGroup => {
    const color = palette[id]
    return {
      id,
      values: (['main', 'light', 'dark', 'contrastText'] as const).map((key) => ({ key, color: written(color[key]) })),
      tints: tintsOf(color.main),
    }
  })
  return [
    ...mains,
    { id: 'grey', values: GREY_KEYS.map((key) => ({ key, color: written(palette.grey[key]) })), tints: [] },
    { id: 'text', values: (['primary', 'secondary', 'disabled'] as const).map((key) => ({ key, color: written(palette.text[key]) })), tints: [] },
    { id: 'background', values: (['default', 'paper'] as const).map((key) => ({ key, color: written(palette.background[key]) })), tints: [] },
    { id: 'divider', values: [{ key: 'divider', color: written(palette.divider) }], tints: [] },
  ]
}
