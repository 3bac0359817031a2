import { alpha, createTheme, decomposeColor, getContrastRatio, recomposeColor, type Theme } from '@mui/material/styles'
import type { Localization } from '@mui/material/locale'
import { languagesAgainst } from '@/i18n/languages'
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

/** WCAG AA for normal text: what every coloured text and every label on a colour must reach. */
const READABLE = 4.5
/** The strongest soft tint the screens put behind coloured text (chips, avatars, selected items). */
export const SOFT_TINT = 0.12
const DARK_TEXT = '#2F2B3D'

/** `color` laid over `background` at `opacity`, as the eye sees it. */
function over(background: string, color: string, opacity: number): string {
  const bg = decomposeColor(background).values
  const fg = decomposeColor(color).values
  return recomposeColor({ type: 'rgb', values: [0, 1, 2].map((i) => Math.round(bg[i]! * (1 - opacity) + fg[i]! * opacity)) as [number, number, number] })
}

/**
 * A colour as the theme uses it: as text on the page and on its own soft tint, and as a fill with
 * a label on it. The chosen colour is kept when it is readable there; otherwise it is mixed with
 * black (light mode) or white (dark mode), a little more at each step, until it is. Its label is white, or dark text on
 * the light shades of dark mode.
 */
function readableColor(color: string, mode: 'light' | 'dark'): { main: string; contrastText: string } {
  const { paper, default: page } = palettes[mode].background
  // The busiest place coloured text sits: a soft tint on a hovered or read list row, on the
  // surface closest to the text's own lightness (the page in light mode, a card in dark mode).
  const busiest = mode === 'light' ? over(page, '#000000', 0.06) : over(paper, '#FFFFFF', 0.1)
  const legible = (c: string) => getContrastRatio(c, over(busiest, c, SOFT_TINT)) >= READABLE && getContrastRatio(c, paper) >= READABLE
  // Mixed with black or white by growing shares: at the end of the road (pure black or white) it reads.
  const toward = mode === 'light' ? '#000000' : '#FFFFFF'
  let main = color
  for (let share = 0.02; share <= 1 && !legible(main); share += 0.02) main = over(color, toward, share)
  return { main, contrastText: getContrastRatio('#FFFFFF', main) >= READABLE ? '#FFFFFF' : DARK_TEXT }
}

/**
 * What holds a sentence or someone's text: MUI's text parts (every Typography, so card titles and
 * subtitles, list texts, dialog texts and StateMessage too; helper texts, labels, alerts, tooltips,
 * snackbars), notistack's toast message, the HTML blocks of text (a mail's paragraphs) and the fields
 * one types into.
 */
const TEXT_BLOCKS = [
  '.MuiTypography-root', '.MuiFormHelperText-root', '.MuiFormLabel-root', '.MuiAlert-message', '.MuiTooltip-tooltip',
  '.MuiSnackbarContent-message', '#notistack-snackbar',
  'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'dt', 'dd', 'td', 'th', 'label', 'legend', 'figcaption', 'blockquote',
  'input', 'textarea',
]

/**
 * The one rule that keeps sentences readable in a layout that runs against the language (the
 * customizer's right-to-left with English, German, French or Portuguese), for every screen at once:
 *
 * - `unicode-bidi: plaintext`: each block of text runs the way its first letter does, so an English
 *   sentence keeps its full stop, question mark or closing bracket at its end ("Changes saved.",
 *   not ".Changes saved"), and an Arabic name or mail in it still runs right to left;
 * - `text-align: match-parent`: the block stays aligned as the layout is (to the right), where
 *   `plaintext` alone would send every English line to the left. Someone's text (`dir="auto"`,
 *   which finds its own direction the same way) is aligned so too: the page reads as one.
 *
 * It changes no `direction`, so flex rows, icons and margins keep the layout's mirroring. The
 * languages are matched with `:lang()` (the app sets the page's `lang`), and everything is in
 * `:where()`: no specificity, so a component's own alignment (a centred title) wins, and a block
 * with its own `dir` keeps its direction. Empty when the layout runs the way every language does.
 */
export function textDirectionRule(direction: Direction): string {
  const against = languagesAgainst(direction)
  if (against.length === 0) return ''
  const inLanguages = `:where(${against.map((language) => `:lang(${language})`).join(', ')})`
  return `${inLanguages}:where(${TEXT_BLOCKS.join(', ')}):where(:not([dir])) {
    unicode-bidi: plaintext;
  }
  ${inLanguages}:where(${TEXT_BLOCKS.join(', ')}, [dir="auto"]) {
    text-align: match-parent;
    text-align: -webkit-match-parent;
  }`
}

/**
 * What "reduce motion" in the system settings turns off beyond MUI's own `motion` setting: the
 * transitions written by hand on the screens (a hovered menu entry fading in, an arrow turning),
 * and the ripple under a pressed or focused button, which MUI only stops from moving. Followed
 * live, as MUI's setting is.
 */
export const REDUCED_MOTION_RULE = `@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    transition-duration: 0s !important;
    transition-delay: 0s !important;
    scroll-behavior: auto !important;
  }
  .MuiTouchRipple-root {
    display: none;
  }
}`

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
      // Keyboard focus shows MUI's ring on every control: a 2px primary outline 2px outside it,
      // or inside it in rows a scrolling list would clip (menu items, list rows, tabs). Hover and
      // selection only tint the background, so the ring is what focus alone adds.
      focusVisible: true,
      // MUI's transitions (menus, dialogs, drawers, collapsing groups) and ripples follow the
      // system's "reduce motion" setting, and follow it when it changes.
      motion: { reducedMotion: 'system' },
      palette: {
        mode,
        // Every colour readable as text and as a fill with its label (WCAG AA), in both modes.
        primary: readableColor(primaryColor, mode),
        secondary: readableColor('#808390', mode),
        success: readableColor('#28C76F', mode),
        error: readableColor('#FF4C51', mode),
        warning: readableColor('#FF9F43', mode),
        info: readableColor('#00BAD1', mode),
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
        // Rendered by CssBaseline (src/app/AppProviders.tsx).
        MuiCssBaseline: { styleOverrides: [textDirectionRule(direction), REDUCED_MOTION_RULE].join('\n') },
        // A placeholder is often the only visible words saying what a field is for (a search box):
        // as readable as secondary text (4.5:1 or more on the page and on cards, in both modes), not MUI's faint one.
        MuiInputBase: {
          styleOverrides: {
            input: ({ theme }) => {
              const placeholder = { color: theme.palette.text.secondary, opacity: 1 }
              // MUI's own selectors, which they override. (The standard `::placeholder` would also
              // make the right-to-left stylesheet's prefixer fail.)
              return { '&::-webkit-input-placeholder': placeholder, '&::-moz-placeholder': placeholder }
            },
          },
        },
        // A filled field's label is secondary text on the field's own tint: MUI's dark tint (9% white)
        // leaves it at 4.44:1 on a card; 6% (9% under the pointer) keeps it above 4.5:1.
        MuiFilledInput: {
          styleOverrides: {
            root: ({ theme }) =>
              theme.palette.mode === 'dark'
                ? {
                    backgroundColor: alpha(theme.palette.common.white, 0.06),
                    '&:hover': { backgroundColor: alpha(theme.palette.common.white, 0.09) },
                    '&.Mui-focused': { backgroundColor: alpha(theme.palette.common.white, 0.06) },
                  }
                : {},
          },
        },
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
