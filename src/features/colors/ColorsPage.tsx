import { useMemo } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import { useTheme } from '@mui/material/styles'
import { useLingui } from '@lingui/react/macro'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import type { Language } from '@/i18n/languages'
import { pageNames } from '@/registry/names'
import { createAppTheme } from '@/theme/createAppTheme'
import { usePreferences } from '@/theme/settingsStore'
import { ColorCard } from './ColorCard'
import { paletteOf, type ColorGroupId } from './palette'

/** The theme's palette in the mode shown, beside the same palette in the other mode (built by the same factory). */
export function ColorsPage() {
  const { t, i18n } = useLingui()
  const theme = useTheme()
  const { skin, primaryColor } = usePreferences()
  const mode = theme.palette.mode
  const otherMode = mode === 'light' ? 'dark' : 'light'
  const shown = useMemo(() => paletteOf(theme), [theme])
  const other = useMemo(
    () => paletteOf(createAppTheme({ mode: otherMode, skin, direction: theme.direction, primaryColor })),
    [otherMode, skin, theme.direction, primaryColor],
  )
  const title = pageNames(i18n.locale as Language).titles.colors
  const names: Record<ColorGroupId, string> = {
    primary: t`Primary`,
    secondary: t`Secondary`,
    success: t`Success`,
    info: t`Info`,
    warning: t`Warning`,
    error: t`Error`,
    grey: t`Grey`,
    text: t`Text`,
    background: t`Background`,
    divider: t`Divider`,
  }
  const modeNames = { light: t`Light mode`, dark: t`Dark mode` }
  return (
    <Box data-testid="colors">
      <PageHeader
        title={title}
        subtitle={<Trans>The theme's palette, value by value. Click a value to copy it.</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: title }]}
      />
      <Alert severity="info" sx={{ mb: 3 }}>
        {mode === 'light' ? (
          <Trans>The page shows the light mode's values; the dark mode has its own, beside them. The primary colour is the one chosen in the customizer.</Trans>
        ) : (
          <Trans>The page shows the dark mode's values; the light mode has its own, beside them. The primary colour is the one chosen in the customizer.</Trans>
        )}
      </Alert>
      <Grid container spacing={3}>
        {shown.map((group, i) => (
          <Grid key={group.id} size={{ xs: 12, md: 6, xl: 4 }}>
            <ColorCard name={names[group.id]} group={group} other={other[i]!} modeName={modeNames[mode]} otherModeName={modeNames[otherMode]} />
          </Grid>
        ))}
      </Grid>
    </Box>
  )
}
