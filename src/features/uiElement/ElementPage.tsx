import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { Examples, type ExampleEntry } from '@/components/example'
import { elementOf, type UiElementPage } from './elements'
import { usePageTitle } from '@/components/example/usePageTitle'

/** A UI element's page: its title and line, the way back to the index, and its examples with their code. */
export function ElementPage({ page, examples }: { page: UiElementPage; examples: readonly ExampleEntry[] }) {
  const { i18n } = useLingui()
  const titleOf = usePageTitle()
  return (
    <Box data-testid={page}>
      <PageHeader
        title={titleOf(page)}
        subtitle={i18n._(elementOf(page).description)}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: titleOf('ui-element-index'), to: '/ui-element' }, { label: titleOf(page) }]}
      />
      <Examples examples={examples} />
    </Box>
  )
}
