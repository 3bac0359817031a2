import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { languages } from '@/i18n/languages'
import { useLanguageInstances } from './useLanguageInstances'

/**
 * `children` once per language, each inside that language's I18nProvider: the same `Trans` and `Plural`
 * read four catalogs. A line per language, marked with its code and written in its direction.
 */
export function InEveryLanguage({ children }: { children: () => ReactNode }) {
  const { instances, failed } = useLanguageInstances()
  if (failed)
    return (
      <Alert severity="error" role="alert">
        <Trans>The languages could not be loaded. Please reload the page.</Trans>
      </Alert>
    )
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {languages.map(({ code, name, dir }) => (
        <Box
          component="li"
          key={code}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            minHeight: 32,
          }}
        >
          <Chip size="small" label={code.toUpperCase()} title={name} sx={{ minWidth: 44 }} />
          {instances ? (
            <Box lang={code} dir={dir} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <I18nProvider i18n={instances[code]}>{children()}</I18nProvider>
            </Box>
          ) : (
            <Skeleton width="60%" />
          )}
        </Box>
      ))}
    </Stack>
  )
}
