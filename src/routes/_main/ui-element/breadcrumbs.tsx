import { createFileRoute } from '@tanstack/react-router'
import { BreadcrumbsPage } from '@/features/uiElement/breadcrumbs/BreadcrumbsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/ui-element/breadcrumbs')({
  ...pageRoute('ui-element-breadcrumbs'),
  component: BreadcrumbsPage,
})
