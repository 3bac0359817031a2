import { examplesOf } from '@/components/example'
import { ElementPage } from '../ElementPage'

const examples = examplesOf(import.meta.glob('./examples/*.tsx', { eager: true }), import.meta.glob('./examples/*.tsx', { query: '?raw', import: 'default' }))

export function ChipsPage() {
  return <ElementPage page="ui-element-chips" examples={examples} />
}
