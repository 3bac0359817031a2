import { createFileRoute } from '@tanstack/react-router'
import { FormWizardPage } from '@/features/forms/formWizard/FormWizardPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/forms/form-wizard')({
  ...pageRoute('forms-form-wizard'),
  component: FormWizardPage,
})
