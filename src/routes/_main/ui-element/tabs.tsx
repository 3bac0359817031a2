import { createFileRoute } from '@tanstack/react-router'
import { TabsPage } from '@/features/uiElement/tabs/TabsPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/ui-element/tabs')({
  ...pageRoute('ui-element-tabs'),
  component: TabsPage,
})
