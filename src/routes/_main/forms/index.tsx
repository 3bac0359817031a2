import { createFileRoute } from '@tanstack/react-router'
import { FormsIndexPage } from '@/features/forms/FormsIndexPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/forms/')({
  ...pageRoute('forms-index'),
  component: FormsIndexPage,
})
