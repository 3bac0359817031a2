// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { defaultSettings, parseSettings, primaryColors } from './settings'

describe('layout settings', () => {
  it('defaults to the product defaults', () => {
    expect(defaultSettings).toEqual({
      mode: 'light',
      skin: 'default',
      direction: 'ltr',
      menuLayout: 'horizontal',
      menuHidden: false,
      navbarType: 'floating',
      footerType: 'static',
      contentWidth: 'full',
      primaryColor: primaryColors[0],
      routeTransition: 'fade',
      scrollToTop: true,
      language: 'en',
    })
  })

  it('falls back to the defaults for anything that is not an object', () => {
    for (const raw of [null, undefined, 42, 'dark', true]) expect(parseSettings(raw)).toEqual(defaultSettings)
  })

  it('falls back to the defaults when an array is stored', () => {
    // localStorage.settings = "[]" is valid JSON but not settings; it must not crash the boot.
    expect(parseSettings([])).toEqual(defaultSettings)
    expect(parseSettings(['dark'])).toEqual(defaultSettings)
  })

  it('keeps valid fields and replaces only the invalid ones', () => {
    const parsed = parseSettings({
      mode: 'dark',
      skin: 'neon', // unknown enum value
      menuHidden: 'yes', // wrong type
      navbarType: 'sticky',
      primaryColor: 'red', // not a hex colour
      scrollToTop: false,
      language: 'de',
    })
    expect(parsed).toEqual({
      ...defaultSettings,
      mode: 'dark',
      navbarType: 'sticky',
      scrollToTop: false,
      language: 'de',
    })
  })

  it('accepts any six-digit hex primary colour and ignores unknown keys', () => {
    const parsed = parseSettings({ primaryColor: '#123abc', somethingElse: 1 })
    expect(parsed.primaryColor).toBe('#123abc')
    expect(parsed).not.toHaveProperty('somethingElse')
  })
})
