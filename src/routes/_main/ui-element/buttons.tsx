import { createFileRoute } from '@tanstack/react-router'
import { ButtonsPage } from '@/features/uiElement/buttons/ButtonsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/ui-element/buttons')({
  ...pageRoute('ui-element-buttons'),
  component: ButtonsPage,
})
