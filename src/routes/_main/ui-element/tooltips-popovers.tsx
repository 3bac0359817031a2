import { createFileRoute } from '@tanstack/react-router'
import { TooltipsPopoversPage } from '@/features/uiElement/tooltipsPopovers/TooltipsPopoversPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/ui-element/tooltips-popovers')({
  ...pageRoute('ui-element-tooltips-popovers'),
  component: TooltipsPopoversPage,
})
