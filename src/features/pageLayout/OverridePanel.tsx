import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { setPreferences, useSavedPreferences, usePreferences, type LayoutOverride } from '@/theme/settingsStore'
import { useOpenCustomizer } from '@/components/useOpenCustomizer'
import { PAGE_LAYOUTS, type PageLayoutPage } from './layouts'
import { settingName, settingValue } from './settingLabels'

/**
 * The settings the page overrides, in effect beside the user's own, and the two ways to keep them:
 * at once (they become the user's settings) or by choosing them in the customizer.
 */
export function OverridePanel({ page }: { page: PageLayoutPage }) {
  const { t, i18n } = useLingui()
  const shown = usePreferences()
  const saved = useSavedPreferences()
  const openCustomizer = useOpenCustomizer()
  const [kept, setKept] = useState(false)
  const override: LayoutOverride = PAGE_LAYOUTS[page]
  const keys = Object.keys(override) as (keyof LayoutOverride)[]

  return (
    <Box>
      <Table size="small" aria-label={t`This page and your settings`} sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell><Trans>Setting</Trans></TableCell>
            <TableCell><Trans>On this page</Trans></TableCell>
            <TableCell><Trans>Your setting</Trans></TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => (
            <TableRow key={key} data-testid={`setting-${key}`}>
              <TableCell component="th" scope="row">{settingName(i18n, key)}</TableCell>
              <TableCell sx={{ fontWeight: 600, color: 'primary.main' }}>{settingValue(i18n, shown[key])}</TableCell>
              <TableCell>{settingValue(i18n, saved[key])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        <Trans>
          Only this page shows with these settings: your own come back on any other page. To keep them everywhere, make them
          yours, or choose them in the theme customizer.
        </Trans>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="contained"
          onClick={() => {
            setPreferences(override)
            setKept(true)
          }}
        >
          <Trans>Make this layout mine</Trans>
        </Button>
        {openCustomizer && (
          <Button variant="outlined" onClick={openCustomizer}>
            <Trans>Open the customizer</Trans>
          </Button>
        )}
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1.5, color: 'success.main', minHeight: '1.5em' }}>
        {kept && <Trans>Saved: every page now shows with this layout.</Trans>}
      </Typography>
    </Box>
  )
}
