import { createFileRoute } from '@tanstack/react-router'
import { PaginationPage } from '@/features/uiElement/pagination/PaginationPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/ui-element/pagination')({
  ...pageRoute('ui-element-pagination'),
  component: PaginationPage,
})
