import { describe, expect, it } from 'vitest'
import { createAppTheme, type ThemeOptions } from './createAppTheme'

const base: ThemeOptions = { mode: 'light', skin: 'default', direction: 'ltr', primaryColor: '#7367F0' }

/** Runs a component's root style override as MUI would, with the theme. */
function cardRootStyle(theme: ReturnType<typeof createAppTheme>) {
  const root = theme.components?.MuiCard?.styleOverrides?.root
  return (typeof root === 'function' ? root({ theme } as never) : root) as Record<string, string>
}

describe('createAppTheme', () => {
  it('uses the mode for the palette', () => {
    const light = createAppTheme(base)
    const dark = createAppTheme({ ...base, mode: 'dark' })
    expect(light.palette.mode).toBe('light')
    expect(dark.palette.mode).toBe('dark')
    expect(dark.palette.background.default).not.toBe(light.palette.background.default)
    expect(dark.palette.background.paper).toBe('#2F3349')
  })

  it('passes the direction through', () => {
    expect(createAppTheme(base).direction).toBe('ltr')
    expect(createAppTheme({ ...base, direction: 'rtl' }).direction).toBe('rtl')
  })

  it('makes the chosen colour the primary one', () => {
    const theme = createAppTheme({ ...base, primaryColor: '#EB3D63' })
    expect(theme.palette.primary.main).toBe('#EB3D63')
    expect(theme.palette.primary.dark).not.toBe('#EB3D63')
  })

  it('gives cards a border instead of a shadow in the bordered skin', () => {
    const bordered = cardRootStyle(createAppTheme({ ...base, skin: 'bordered' }))
    const plain = cardRootStyle(createAppTheme(base))
    expect(bordered.boxShadow).toBe('none')
    expect(bordered.border).toMatch(/^1px solid /)
    expect(plain.boxShadow).not.toBe('none')
    expect(plain.border).toBe('none')
  })

  it('is pure: the same settings give equal themes', () => {
    expect(createAppTheme(base).palette.primary).toEqual(createAppTheme(base).palette.primary)
  })
})
