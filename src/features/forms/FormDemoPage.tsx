import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { Examples, type ExampleEntry } from '@/components/example'
import { formPageOf, type FormDemoPageId } from './formPages'
import { usePageTitle } from '@/components/example/usePageTitle'

/** A forms demo page: its title and line, the way back to the index, and its examples with their code. */
export function FormDemoPage({ page, examples }: { page: FormDemoPageId; examples: readonly ExampleEntry[] }) {
  const { i18n } = useLingui()
  const titleOf = usePageTitle()
  return (
    <Box data-testid={page}>
      <PageHeader
        title={titleOf(page)}
        subtitle={i18n._(formPageOf(page).description)}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: titleOf('forms-index'), to: '/forms' }, { label: titleOf(page) }]}
      />
      <Examples examples={examples} />
    </Box>
  )
}
