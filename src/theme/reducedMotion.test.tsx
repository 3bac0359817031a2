import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import Grow from '@mui/material/Grow'
import { ThemeProvider } from '@mui/material/styles'
import { createAppTheme } from './createAppTheme'

/** The system's "reduce motion" setting, as the browser reports it. */
function systemReducesMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }))
}

/** A dropdown's opening, as the menus show it: a Grow of 150 ms. */
function openMenu() {
  render(
    <ThemeProvider theme={createAppTheme({ mode: 'light', skin: 'default', direction: 'ltr', primaryColor: '#7367F0' })}>
      <Grow in appear timeout={150}>
        <div data-testid="menu" />
      </Grow>
    </ThemeProvider>,
  )
  return screen.getByTestId('menu').style.transition
}

describe('the theme and reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('opens a menu at once when the system asks for reduced motion', () => {
    systemReducesMotion(true)
    const transition = openMenu()
    expect(transition).toMatch(/opacity 0ms/)
    expect(transition).not.toMatch(/[1-9]\d*ms/)
  })

  it('animates it otherwise', () => {
    systemReducesMotion(false)
    expect(openMenu()).toMatch(/opacity 150ms/)
  })
})
