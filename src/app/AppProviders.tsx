import { useEffect, useMemo, type ReactNode } from 'react'
import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import useMediaQuery from '@mui/material/useMediaQuery'
import { ThemeProvider } from '@mui/material/styles'
import { I18nProvider } from '@lingui/react'
import { ToastHost } from '@/components/ToastHost'
import { activeMuiLocale, i18n } from '@/i18n/i18n'
import { createAppTheme } from '@/theme/createAppTheme'
import { usePreferences } from '@/theme/settingsStore'
import { useEmotionCache } from './emotionCache'

/** Resolves the "system" mode to light or dark from the operating system's preference. */
export function useResolvedMode(): 'light' | 'dark' {
  const mode = usePreferences().mode
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true })
  return mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { skin, direction, primaryColor, language } = usePreferences()
  const mode = useResolvedMode()
  const cache = useEmotionCache(direction)
  const theme = useMemo(
    () => createAppTheme({ mode, skin, direction, primaryColor, locale: activeMuiLocale() }),
    // The language is a dependency: activateLanguage has loaded its MUI texts before it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mode, skin, direction, primaryColor, language],
  )

  useEffect(() => {
    document.documentElement.dir = direction
  }, [direction])
  useEffect(() => {
    document.documentElement.dataset.mode = mode
    document.documentElement.style.colorScheme = mode
  }, [mode])

  return (
    <I18nProvider i18n={i18n}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          <ToastHost />
        </ThemeProvider>
      </CacheProvider>
    </I18nProvider>
  )
}
