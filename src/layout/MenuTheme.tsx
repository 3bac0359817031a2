import { useMemo, type ReactNode } from 'react'
import { ThemeProvider, useTheme } from '@mui/material/styles'
import { createAppTheme } from '@/theme/createAppTheme'
import { usePreferences } from '@/theme/settingsStore'

/**
 * Wraps the menu surface. With the semi-dark skin in light mode the menu gets a dark theme of its
 * own, so its text, icons and hover colours are all dark-mode ones without any special-casing.
 */
export function MenuTheme({ children }: { children: ReactNode }) {
  const outer = useTheme()
  const { skin, direction, primaryColor } = usePreferences()
  const semiDark = skin === 'semi-dark' && outer.palette.mode === 'light'
  const dark = useMemo(
    () => (semiDark ? createAppTheme({ mode: 'dark', skin, direction, primaryColor }) : null),
    [semiDark, skin, direction, primaryColor],
  )
  return dark ? <ThemeProvider theme={dark}>{children}</ThemeProvider> : <>{children}</>
}
