import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { Examples, type ExampleEntry } from '@/components/example'
import { demoOf, type ComponentDemoPage } from './components'
import { usePageTitle } from '@/components/example/usePageTitle'

/** A component's page: its title and line, the way back to the index, and its examples with their code. */
export function ComponentPage({ page, examples }: { page: ComponentDemoPage; examples: readonly ExampleEntry[] }) {
  const { i18n } = useLingui()
  const titleOf = usePageTitle()
  return (
    <Box data-testid={page}>
      <PageHeader
        title={titleOf(page)}
        subtitle={i18n._(demoOf(page).description)}
        breadcrumbs={[
          { label: <Trans>Home</Trans>, to: '/' },
          { label: titleOf('components-index'), to: '/components' },
          { label: titleOf(page) },
        ]}
      />
      <Examples examples={examples} />
    </Box>
  )
}
