import { boolean, fields, oneOf, text, type Fields } from '@/lib/readers'
import { LANGUAGES } from '@/i18n/languages'

/**
 * Layout settings: the preferences a user changes in the customizer.
 * Each field has its own reader and default, so one corrupted or outdated value in
 * localStorage falls back to its default without resetting the others. A page may show with its own
 * layout settings while it is shown, leaving these alone: LayoutOverride in ./settingsStore.ts.
 */
export const primaryColors = ['#7367F0', '#0D9394', '#FFAB1D', '#EB3D63', '#2092EC'] as const

/** One reader per setting, each with the product's default as its fallback. */
const settingsReaders = {
  mode: oneOf(['light', 'dark', 'system'], 'light'),
  skin: oneOf(['default', 'bordered', 'semi-dark'], 'default'),
  direction: oneOf(['ltr', 'rtl'], 'ltr'),
  menuLayout: oneOf(['horizontal', 'vertical'], 'horizontal'),
  menuHidden: boolean(false),
  navbarType: oneOf(['floating', 'sticky', 'static', 'hidden'], 'floating'),
  footerType: oneOf(['static', 'sticky', 'hidden'], 'static'),
  contentWidth: oneOf(['full', 'boxed'], 'full'),
  primaryColor: text(primaryColors[0], (colour) => /^#[0-9a-fA-F]{6}$/.test(colour)),
  routeTransition: oneOf(['fade', 'slide', 'zoom', 'none'], 'fade'),
  scrollToTop: boolean(true),
  language: oneOf(LANGUAGES, 'en'),
}

export type Settings = Fields<typeof settingsReaders>
export type Mode = Settings['mode']
export type Skin = Settings['skin']
export type Direction = Settings['direction']

/** Reads whatever is stored, keeping every valid field and replacing every invalid one by its default. */
export const parseSettings: (raw: unknown) => Settings = fields(settingsReaders)

/** The defaults of the product: horizontal menu, light, floating navbar, full width, static footer, LTR, English. */
export const defaultSettings: Settings = parseSettings({})
