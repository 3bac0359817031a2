import { z } from 'zod'

/**
 * Layout settings: the preferences a user changes in the customizer.
 * Each field has its own schema and default, so one corrupted or outdated value in
 * localStorage falls back to its default without resetting the others.
 */
export const primaryColors = ['#7367F0', '#0D9394', '#FFAB1D', '#EB3D63', '#2092EC'] as const

export const settingsShape = {
  mode: z.enum(['light', 'dark', 'system']).catch('light'),
  skin: z.enum(['default', 'bordered', 'semi-dark']).catch('default'),
  direction: z.enum(['ltr', 'rtl']).catch('ltr'),
  menuLayout: z.enum(['horizontal', 'vertical']).catch('horizontal'),
  menuHidden: z.boolean().catch(false),
  navbarType: z.enum(['floating', 'sticky', 'static', 'hidden']).catch('floating'),
  footerType: z.enum(['static', 'sticky', 'hidden']).catch('static'),
  contentWidth: z.enum(['full', 'boxed']).catch('full'),
  primaryColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .catch(primaryColors[0]),
  routeTransition: z.enum(['fade', 'slide', 'zoom', 'none']).catch('fade'),
  scrollToTop: z.boolean().catch(true),
  language: z.enum(['en', 'de', 'fr', 'pt']).catch('en'),
} as const

export const settingsSchema = z.object(settingsShape)

export type Settings = z.infer<typeof settingsSchema>
export type Mode = Settings['mode']
export type Skin = Settings['skin']
export type Direction = Settings['direction']
export type Language = Settings['language']

/** The defaults of the product: horizontal menu, light, floating navbar, full width, static footer, LTR, English. */
export const defaultSettings: Settings = settingsSchema.parse({})

/** Reads whatever is stored, keeping every valid field and replacing every invalid one by its default. */
export function parseSettings(raw: unknown): Settings {
  const source = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  return settingsSchema.parse(source)
}
