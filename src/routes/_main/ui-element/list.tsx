import { createFileRoute } from '@tanstack/react-router'
import { ListPage } from '@/features/uiElement/list/ListPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/ui-element/list')({
  ...pageRoute('ui-element-list'),
  component: ListPage,
})
