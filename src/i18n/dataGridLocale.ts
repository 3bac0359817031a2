import { useLingui } from '@lingui/react'
import type { GridLocaleText } from '@mui/x-data-grid'
// Named imports from the locales barrel: the package marks itself free of side effects, so the build
// keeps these four and drops the other forty-odd languages (checked in the built chunks).
import { deDE, enUS, frFR, ptPT } from '@mui/x-data-grid/locales'
import type { Language } from '@/i18n/languages'

const gridLocales: Record<Language, Partial<GridLocaleText>> = {
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
  de: deDE.components.MuiDataGrid.defaultProps.localeText,
  fr: frFR.components.MuiDataGrid.defaultProps.localeText,
  pt: ptPT.components.MuiDataGrid.defaultProps.localeText,
}

/** The DataGrid's texts (toolbar, pagination, column menu...) in the active language; pass as `localeText`. */
export function useDataGridLocaleText(): Partial<GridLocaleText> {
  const { i18n } = useLingui()
  return gridLocales[i18n.locale as Language] ?? gridLocales.en
}
