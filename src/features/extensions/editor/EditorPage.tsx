import { examplesOf } from '@/components/example'
import { ExtensionPage } from '../ExtensionPage'

const examples = examplesOf(import.meta.glob('./examples/*.tsx', { eager: true }), import.meta.glob('./examples/*.tsx', { query: '?raw', import: 'default' }))

export function EditorPage() {
  return <ExtensionPage page="extensions-editor" examples={examples} />
}
