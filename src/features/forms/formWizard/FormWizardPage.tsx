import { examplesOf } from '@/components/example'
import { FormDemoPage } from '../FormDemoPage'

const examples = examplesOf(import.meta.glob('./examples/*.tsx', { eager: true }), import.meta.glob('./examples/*.tsx', { query: '?raw', import: 'default' }))

export function FormWizardPage() {
  return <FormDemoPage page="forms-form-wizard" examples={examples} />
}
