import { examplesOf } from '@/components/example'
import { ExtensionPage } from '../ExtensionPage'

const examples = examplesOf(import.meta.glob('./examples/*.tsx', { eager: true }), import.meta.glob('./examples/*.tsx', { query: '?raw', import: 'default' }))

export function VirtualListPage() {
  return <ExtensionPage page="extensions-virtual-list" examples={examples} />
}
