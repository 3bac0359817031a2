import { createFileRoute } from '@tanstack/react-router'
import { FormLayoutsPage } from '@/features/forms/formLayouts/FormLayoutsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/forms/form-layouts')({
  ...pageRoute('forms-form-layouts'),
  component: FormLayoutsPage,
})
