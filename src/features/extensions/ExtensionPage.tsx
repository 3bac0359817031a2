import { ExamplesPage, type ExampleEntry } from '@/components/example'
import { extensionOf, type ExtensionPage as ExtensionPageId } from './extensions'

/** An extension's page: the kit's catalogue page, with this group's index and lines. */
export function ExtensionPage({ page, examples }: { page: ExtensionPageId; examples: readonly ExampleEntry[] }) {
  return <ExamplesPage page={page} description={extensionOf(page).description} index="extensions-index" examples={examples} />
}
