import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { Examples, type ExampleEntry } from '@/components/example'
import { usePageTitle } from '@/components/example/usePageTitle'
import { extensionOf, type ExtensionPage as ExtensionPageId } from './extensions'

/** An extension's page: its title and line, the way back to the index, and its examples with their code. */
export function ExtensionPage({ page, examples }: { page: ExtensionPageId; examples: readonly ExampleEntry[] }) {
  const { i18n } = useLingui()
  const titleOf = usePageTitle()
  return (
    <Box data-testid={page}>
      <PageHeader
        title={titleOf(page)}
        subtitle={i18n._(extensionOf(page).description)}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: titleOf('extensions-index'), to: '/extensions' }, { label: titleOf(page) }]}
      />
      <Examples examples={examples} />
    </Box>
  )
}
