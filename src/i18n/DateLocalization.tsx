import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
// Named imports: the package is free of side effects, so the build keeps only these four languages.
import { deDE, enUS, frFR, ptPT } from '@mui/x-date-pickers/locales'
import type { Language } from '@/i18n/languages'

const pickerTexts: Record<Language, typeof enUS> = { en: enUS, de: deDE, fr: frFR, pt: ptPT }

/**
 * Date and time pickers in the active language: month and day names, first day of the week and
 * date formats come from dayjs's locale (loaded with the language), the buttons' texts from MUI X.
 * Wrap any screen that uses a picker; it follows a language switch at once.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const language = (i18n.locale in pickerTexts ? i18n.locale : 'en') as Language
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      localeText={pickerTexts[language].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  )
}
