import { alpha, useTheme } from '@mui/material/styles'

/**
 * The colours every illustration draws with, taken from the active theme so that a change of
 * mode (light, dark) or primary colour in the customizer repaints the drawings too.
 */
export function useIllustrationPalette() {
  const { palette } = useTheme()
  const dark = palette.mode === 'dark'
  return {
    primary: palette.primary.main,
    primaryDeep: palette.primary.dark,
    primarySoft: alpha(palette.primary.main, dark ? 0.24 : 0.16),
    primaryFaint: alpha(palette.primary.main, dark ? 0.12 : 0.08),
    accent: palette.warning.main,
    danger: palette.error.main,
    info: palette.info.main,
    surface: palette.background.paper,
    ink: palette.text.primary,
    muted: alpha(palette.text.primary, dark ? 0.22 : 0.14),
    shadow: alpha(palette.text.primary, dark ? 0.28 : 0.1),
  }
}

export type IllustrationPalette = ReturnType<typeof useIllustrationPalette>
