import { createFileRoute } from '@tanstack/react-router'
import { FormValidationPage } from '@/features/forms/formValidation/FormValidationPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/forms/form-validation')({
  ...pageRoute('forms-form-validation'),
  component: FormValidationPage,
})
