import { createFileRoute } from '@tanstack/react-router'
import { FormElementsPage } from '@/features/forms/formElements/FormElementsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/forms/form-elements')({
  ...pageRoute('forms-form-elements'),
  component: FormElementsPage,
})
