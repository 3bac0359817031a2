import { useEffect, useMemo, type ReactNode } from 'react'
import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import useMediaQuery from '@mui/material/useMediaQuery'
import { ThemeProvider } from '@mui/material/styles'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { ToastHost } from '@/components/ToastHost'
import { i18n } from '@/i18n/i18n'
import { languageInfo } from '@/i18n/languages'
import { createAppTheme } from '@/theme/createAppTheme'
import { usePreferences } from '@/theme/settingsStore'
import { useEmotionCache } from './emotionCache'
import { queryClient } from './queryClient'

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
    () => createAppTheme({ mode, skin, direction, primaryColor, locale: languageInfo(language).mui }),
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
          <QueryClientProvider client={queryClient}>
            {children}
            <ToastHost />
          </QueryClientProvider>
        </ThemeProvider>
      </CacheProvider>
    </I18nProvider>
  )
}
