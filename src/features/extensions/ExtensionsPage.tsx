import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import type { LinkProps } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { CatalogueCard } from '@/components/example/CatalogueCard'
import { usePageTitle } from '@/components/example/usePageTitle'
import { PageHeader } from '@/components/PageHeader'
import { PAGES } from '@/registry/pages'
import { EXTENSIONS, type ExtensionPage } from './extensions'

/** The address of a page of the table, for the router's links. */
const pathOf = (page: ExtensionPage) => PAGES.find((row) => row.id === page)!.path as LinkProps['to']

/** The index of the extensions: a card per library's page, its name a link to it. */
export function ExtensionsPage() {
  const titleOf = usePageTitle()
  const { i18n } = useLingui()
  return (
    <Box data-testid="extensions-index">
      <PageHeader
        title={titleOf('extensions-index')}
        subtitle={<Trans>Libraries that extend the interface, each with live examples and their code.</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: titleOf('extensions-index') }]}
      />
      <Grid container spacing={3}>
        {EXTENSIONS.map((extension) => (
          <Grid key={extension.page} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }}>
            <CatalogueCard
              to={pathOf(extension.page)}
              title={titleOf(extension.page)}
              description={i18n._(extension.description)}
              icon={extension.icon}
              tint={extension.tint}
              data-testid={`extension-${extension.page}`}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  )
}
