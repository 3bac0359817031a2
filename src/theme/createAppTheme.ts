import { alpha, createTheme, type Theme } from '@mui/material/styles'
import type { Localization } from '@mui/material/locale'
import type { Direction, Skin } from './settings'

export interface ThemeOptions {
  mode: 'light' | 'dark'
  skin: Skin
  direction: Direction
  primaryColor: string
  /** MUI component texts for the active language (pagination, etc.). */
  locale?: Localization
}

const palettes = {
  light: {
    background: { default: '#F8F7FA', paper: '#FFFFFF' },
    text: { primary: 'rgba(47, 43, 61, 0.9)', secondary: 'rgba(47, 43, 61, 0.7)', disabled: 'rgba(47, 43, 61, 0.4)' },
    divider: 'rgba(47, 43, 61, 0.12)',
    shadow: '47, 43, 61',
  },
  dark: {
    background: { default: '#25293C', paper: '#2F3349' },
    text: { primary: 'rgba(225, 222, 245, 0.9)', secondary: 'rgba(225, 222, 245, 0.7)', disabled: 'rgba(225, 222, 245, 0.4)' },
    divider: 'rgba(225, 222, 245, 0.12)',
    shadow: '19, 17, 32',
  },
} as const

/**
 * Builds the MUI theme from the layout settings. Pure: the same settings give the same theme,
 * which keeps it easy to test and lets the layout build a second (dark) theme for a semi-dark menu.
 */
export function createAppTheme({ mode, skin, direction, primaryColor, locale }: ThemeOptions): Theme {
  const p = palettes[mode]
  const bordered = skin === 'bordered'
  const cardShadow = `0 3px 12px rgba(${p.shadow}, ${mode === 'light' ? 0.14 : 0.32})`

  return createTheme(
    {
      direction,
      palette: {
        mode,
        primary: { main: primaryColor, contrastText: '#FFFFFF' },
        secondary: { main: '#808390', contrastText: '#FFFFFF' },
        success: { main: '#28C76F', contrastText: '#FFFFFF' },
        error: { main: '#FF4C51', contrastText: '#FFFFFF' },
        warning: { main: '#FF9F43', contrastText: '#FFFFFF' },
        info: { main: '#00BAD1', contrastText: '#FFFFFF' },
        background: p.background,
        text: p.text,
        divider: p.divider,
      },
      shape: { borderRadius: 6 },
      typography: {
        fontFamily: '"Public Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        fontSize: 14,
        h1: { fontSize: '2.875rem', fontWeight: 500 },
        h2: { fontSize: '2.375rem', fontWeight: 500 },
        h3: { fontSize: '1.75rem', fontWeight: 500 },
        h4: { fontSize: '1.5rem', fontWeight: 500 },
        h5: { fontSize: '1.125rem', fontWeight: 500 },
        h6: { fontSize: '0.9375rem', fontWeight: 500 },
        button: { textTransform: 'none', fontWeight: 500 },
      },
      components: {
        MuiCard: {
          defaultProps: { elevation: 0 },
          styleOverrides: {
            root: ({ theme }) => ({
              boxShadow: bordered ? 'none' : cardShadow,
              border: bordered ? `1px solid ${theme.palette.divider}` : 'none',
            }),
          },
        },
        MuiPaper: {
          styleOverrides: { root: { backgroundImage: 'none' } },
        },
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { borderRadius: 6 } },
        },
        MuiTooltip: {
          styleOverrides: { tooltip: ({ theme }) => ({ backgroundColor: alpha(theme.palette.grey[900], 0.9) }) },
        },
      },
    },
    locale ?? {},
  )
}
