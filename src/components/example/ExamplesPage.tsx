import Box from '@mui/material/Box'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { LinkProps } from '@tanstack/react-router'
import { PageHeader } from '@/components/PageHeader'
import { PAGES, type PageId } from '@/registry/pages'
import { Examples } from './Examples'
import type { ExampleEntry } from './examplesOf'
import { usePageTitle } from './usePageTitle'

export interface ExamplesPageProps {
  /** The page shown: its title (src/registry/names) heads it, its id is its test id. */
  page: PageId
  /** The line under the title, from the group's list of pages. */
  description: MessageDescriptor
  /** The group's index page, the breadcrumb's way back. */
  index: PageId
  examples: readonly ExampleEntry[]
}

/** A page of the demo catalogue: its title and line, the way back to its group's index, and its examples with their code. */
export function ExamplesPage({ page, description, index, examples }: ExamplesPageProps) {
  const { i18n } = useLingui()
  const titleOf = usePageTitle()
  // Every page of the table has its route (src/registry/pages.test.ts proves it).
  const indexPath = PAGES.find((row) => row.id === index)!.path as LinkProps['to']
  return (
    <Box data-testid={page}>
      <PageHeader
        title={titleOf(page)}
        subtitle={i18n._(description)}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: titleOf(index), to: indexPath }, { label: titleOf(page) }]}
      />
      <Examples examples={examples} />
    </Box>
  )
}
