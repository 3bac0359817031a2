import { createFileRoute } from '@tanstack/react-router'
import { ButtonGroupPage } from '@/features/uiElement/buttonGroup/ButtonGroupPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/ui-element/button-group')({
  ...pageRoute('ui-element-button-group'),
  component: ButtonGroupPage,
})
