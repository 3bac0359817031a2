import { ExamplesPage, type ExampleEntry } from '@/components/example'
import { formPageOf, type FormDemoPageId } from './formPages'

/** A forms demo page: the kit's catalogue page, with this group's index and lines. */
export function FormDemoPage({ page, examples }: { page: FormDemoPageId; examples: readonly ExampleEntry[] }) {
  return <ExamplesPage page={page} description={formPageOf(page).description} index="forms-index" examples={examples} />
}
