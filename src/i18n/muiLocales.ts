import { deDE, frFR, ptPT } from '@mui/material/locale'

/** MUI's own texts (pagination, alerts...) in the languages other than English; loaded with them. */
export const muiLocales = { de: deDE, fr: frFR, pt: ptPT }
