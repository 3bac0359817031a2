import { ExamplesPage, type ExampleEntry } from '@/components/example'
import { elementOf, type UiElementPage } from './elements'

/** A UI element's page: the kit's catalogue page, with this group's index and lines. */
export function ElementPage({ page, examples }: { page: UiElementPage; examples: readonly ExampleEntry[] }) {
  return <ExamplesPage page={page} description={elementOf(page).description} index="ui-element-index" examples={examples} />
}
