import { createFileRoute } from '@tanstack/react-router'
import { ChipsPage } from '@/features/uiElement/chips/ChipsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/ui-element/chips')({
  ...pageRoute('ui-element-chips'),
  component: ChipsPage,
})
