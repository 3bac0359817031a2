import { examplesOf } from '@/components/example'
import { ComponentPage } from '../ComponentPage'

const examples = examplesOf(
  import.meta.glob('./examples/*.tsx', { eager: true }),
  import.meta.glob('./examples/*.tsx', { query: '?raw', import: 'default' }),
)

export function TreeViewPage() {
  return <ComponentPage page="components-tree-view" examples={examples} />
}
