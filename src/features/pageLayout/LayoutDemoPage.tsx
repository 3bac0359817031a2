import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { TitledCard } from '@/components/TitledCard'
import { usePageTitle } from '@/components/example/usePageTitle'
import { MiniLayout } from '@/components/MiniLayout'
import { usePreferences, useSavedPreferences } from '@/theme/settingsStore'
import { DESCRIPTIONS, NOTES } from './descriptions'
import { previewOf } from './layoutPreview'
import type { PageLayoutPage } from './layouts'
import { OverridePanel } from './OverridePanel'

/** A thumbnail of a layout, large enough to read, in the primary colour. */
function Preview({ label, prefs }: { label: ReactNode; prefs: Parameters<typeof previewOf>[0] }) {
  return (
    <Box component="figure" sx={{ m: 0, textAlign: 'center' }}>
      <Box sx={{ color: 'primary.main', '& svg': { width: '100%', maxWidth: 192, height: 'auto' } }}>
        <MiniLayout {...previewOf(prefs)} />
      </Box>
      <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {label}
      </Typography>
    </Box>
  )
}

/** A layout's page: what it shows, the layout itself in effect around it, and the way to keep it. */
export function LayoutDemoPage({ page }: { page: Exclude<PageLayoutPage, 'page-layout-blank'> }) {
  const { i18n } = useLingui()
  const titleOf = usePageTitle()
  const shown = usePreferences()
  const saved = useSavedPreferences()
  return (
    <Box data-testid={page}>
      <PageHeader
        title={titleOf(page)}
        subtitle={i18n._(DESCRIPTIONS[page])}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: titleOf(page) }]}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <TitledCard title={<Trans>What you see</Trans>}>
            <CardContent sx={{ pt: 0 }}>
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mb: 2 }}>
                <Preview label={<Trans>This page</Trans>} prefs={shown} />
                <Preview label={<Trans>Your layout</Trans>} prefs={saved} />
              </Box>
              <Typography variant="body2">{i18n._(NOTES[page])}</Typography>
            </CardContent>
          </TitledCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <TitledCard title={<Trans>Settings of this page</Trans>}>
            <CardContent sx={{ pt: 0 }}>
              <OverridePanel page={page} />
            </CardContent>
          </TitledCard>
        </Grid>
      </Grid>
    </Box>
  )
}
