import { createFileRoute } from '@tanstack/react-router'
import { UiElementsPage } from '@/features/uiElement/UiElementsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/ui-element/')({
  ...pageRoute('ui-element-index'),
  component: UiElementsPage,
})
