import { ExamplesPage, type ExampleEntry } from '@/components/example'
import { demoOf, type ComponentDemoPage } from './components'

/** A component's page: the kit's catalogue page, with this group's index and lines. */
export function ComponentPage({ page, examples }: { page: ComponentDemoPage; examples: readonly ExampleEntry[] }) {
  return <ExamplesPage page={page} description={demoOf(page).description} index="components-index" examples={examples} />
}
