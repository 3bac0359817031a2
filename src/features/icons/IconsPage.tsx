import { lazy, Suspense } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Skeleton from '@mui/material/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { SearchField } from '@/components/SearchField'
import { showToast } from '@/components/toast'
import type { Language } from '@/i18n/languages'
import { pageNames } from '@/registry/names'
import { importLine } from './filterIcons'

// The icons (two thousand modules, a chunk of their own) load when this page shows, never with another.
const IconsBrowser = lazy(() => import('./IconsBrowser').then((module) => ({ default: module.IconsBrowser })))

/** The Outlined icons of @mui/icons-material, filtered as one types; a click copies the icon's import. */
export function IconsPage({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t, i18n } = useLingui()
  const title = pageNames(i18n.locale as Language).titles.icons
  const pick = async (name: string) => {
    try {
      await navigator.clipboard.writeText(importLine(name))
      showToast(t`Copied the import of ${name}`, { variant: 'success' })
    } catch {
      showToast(t`The browser did not allow copying the import of ${name}`, { variant: 'error' })
    }
  }
  return (
    <Box data-testid="icons">
      <PageHeader
        title={title}
        subtitle={<Trans>The Outlined icons of Material UI. Click an icon to copy its import line.</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: title }]}
      />
      <Card>
        <CardContent>
          <SearchField value={q} onChange={onSearch} label={t`Search icons`} fullWidth sx={{ mb: 2 }} />
          <Suspense fallback={<Skeleton variant="rounded" height={480} data-testid="icons-loading" />}>
            <IconsBrowser q={q} onPick={(name) => void pick(name)} />
          </Suspense>
        </CardContent>
      </Card>
    </Box>
  )
}
