import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { Examples, examplesOf } from '@/components/example'
import type { Language } from '@/i18n/languages'
import { pageNames } from '@/registry/names'

const examples = examplesOf(import.meta.glob('./examples/*.tsx', { eager: true }), import.meta.glob('./examples/*.tsx', { query: '?raw', import: 'default' }))

/** The chart gallery: each kind of chart recharts draws, themed, right-to-left aware, with its figures as a table. */
export function ChartsPage() {
  const { i18n } = useLingui()
  const title = pageNames(i18n.locale as Language).titles.charts
  return (
    <Box data-testid="charts">
      <PageHeader
        title={title}
        subtitle={<Trans>Line, area, bar, pie, radar, scatter and candlestick charts, in the theme's colours and the reader's language.</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: title }]}
      />
      <Examples examples={examples} />
    </Box>
  )
}
