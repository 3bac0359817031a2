// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { decomposeColor, getContrastRatio } from '@mui/material/styles'
import { createAppTheme, REDUCED_MOTION_RULE, textDirectionRule, type ThemeOptions } from './createAppTheme'
import { primaryColors } from './settings'

const base: ThemeOptions = { mode: 'light', skin: 'default', direction: 'ltr', primaryColor: '#7367F0' }

/** A translucent `color` as it shows on `background`. */
function seenOn(background: string, color: string): string {
  const bg = decomposeColor(background).values
  const { values } = decomposeColor(color)
  const opacity = values[3] ?? 1
  return `rgb(${[0, 1, 2].map((i) => Math.round(bg[i]! * (1 - opacity) + values[i]! * opacity)).join(', ')})`
}

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

  it('makes the chosen colour the primary one, as a readable shade of it', () => {
    // Dark enough to read on the light page already: kept as it is.
    expect(createAppTheme({ ...base, primaryColor: '#3D3591' }).palette.primary.main).toBe('#3D3591')
    const theme = createAppTheme({ ...base, primaryColor: '#EB3D63' })
    const [r, g, b] = decomposeColor(theme.palette.primary.main).values
    // A darker red, not another colour.
    expect(r).toBeGreaterThan(g * 2)
    expect(r).toBeLessThan(0xeb)
    expect(b).toBeLessThan(0x63)
  })

  it.each(['light', 'dark'] as const)('keeps every colour readable in %s mode: as text and with its label (WCAG AA)', (mode) => {
    for (const primaryColor of primaryColors) {
      const { palette } = createAppTheme({ ...base, mode, primaryColor })
      for (const name of ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const) {
        const { main, contrastText } = palette[name]
        expect(getContrastRatio(main, palette.background.paper), `${name} ${primaryColor}`).toBeGreaterThanOrEqual(4.5)
        expect(getContrastRatio(main, palette.background.default)).toBeGreaterThanOrEqual(4.5)
        expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5)
      }
    }
  })

  it('gives cards a border instead of a shadow in the bordered skin', () => {
    const bordered = cardRootStyle(createAppTheme({ ...base, skin: 'bordered' }))
    const plain = cardRootStyle(createAppTheme(base))
    expect(bordered.boxShadow).toBe('none')
    expect(bordered.border).toMatch(/^1px solid /)
    expect(plain.boxShadow).not.toBe('none')
    expect(plain.border).toBe('none')
  })

  it('turns each block of text the way its language runs in a layout that runs the other way', () => {
    const rule = (direction: 'ltr' | 'rtl') => String(createAppTheme({ ...base, direction }).components?.MuiCssBaseline?.styleOverrides)
    // Every language of the app runs left to right: the left-to-right layout needs nothing.
    expect(rule('ltr')).not.toContain('unicode-bidi')
    expect(textDirectionRule('ltr')).toBe('')
    expect(rule('rtl')).toContain(textDirectionRule('rtl'))
    const rtl = textDirectionRule('rtl')
    for (const language of ['en', 'de', 'fr', 'pt']) expect(rtl).toContain(`:lang(${language})`)
    for (const part of ['.MuiTypography-root', '.MuiFormHelperText-root', '.MuiAlert-message', '#notistack-snackbar', 'textarea'])
      expect(rtl).toContain(part)
    // No specificity; a block with its own dir keeps its direction, and someone's text (dir="auto") is aligned as the rest.
    expect(rtl).toMatch(/^:where\([^{]*\):where\([^{]*\):where\(:not\(\[dir\]\)\) \{\s*unicode-bidi: plaintext;\s*\}/)
    expect(rtl).toMatch(/:where\([^{]*, \[dir="auto"\]\) \{\s*text-align: match-parent;\s*text-align: -webkit-match-parent;\s*\}\s*$/)
  })

  it.each(['light', 'dark'] as const)('gives placeholders 4.5:1 or more on the page and on cards in %s mode', (mode) => {
    const theme = createAppTheme({ ...base, mode })
    const input = theme.components?.MuiInputBase?.styleOverrides?.input
    const style = (typeof input === 'function' ? input({ theme } as never) : input) as Record<string, { color: string; opacity: number }>
    for (const selector of ['&::-webkit-input-placeholder', '&::-moz-placeholder']) {
      const { color, opacity } = style[selector]!
      expect(opacity).toBe(1)
      for (const background of [theme.palette.background.paper, theme.palette.background.default])
        expect(getContrastRatio(seenOn(background, color), background), background).toBeGreaterThanOrEqual(4.5)
    }
  })

  it.each(['light', 'dark'] as const)('rings a keyboard-focused control in primary, 2px wide, 2px off it, in %s mode', (mode) => {
    const theme = createAppTheme({ ...base, mode })
    expect(theme.focusVisible).toMatchObject({ outlineStyle: 'solid', outlineWidth: 2, outlineColor: theme.palette.primary.main })
    expect(String(theme.focusVisible && theme.focusVisible.outlineOffset)).toContain('2px')
    // The ring reads against the surfaces it sits on (WCAG asks 3:1 of it).
    expect(getContrastRatio(theme.palette.primary.main, theme.palette.background.paper)).toBeGreaterThanOrEqual(3)
  })

  it('follows the system setting to reduce motion: MUI transitions, hand-written ones and ripples', () => {
    const theme = createAppTheme(base)
    expect(theme.motion.reducedMotion).toBe('system')
    const baseline = String(theme.components?.MuiCssBaseline?.styleOverrides)
    expect(baseline).toContain(REDUCED_MOTION_RULE)
    expect(REDUCED_MOTION_RULE).toMatch(/^@media \(prefers-reduced-motion: reduce\) \{\s*\*, \*::before, \*::after \{/)
    expect(REDUCED_MOTION_RULE).toContain('transition-duration: 0s !important;')
    expect(REDUCED_MOTION_RULE).toMatch(/\.MuiTouchRipple-root \{\s*display: none;\s*\}\s*\}$/)
  })

  it('is pure: the same settings give equal themes', () => {
    expect(createAppTheme(base).palette.primary).toEqual(createAppTheme(base).palette.primary)
  })
})
