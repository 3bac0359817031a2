import { createFileRoute } from '@tanstack/react-router'
import { TimelinePage } from '@/features/uiElement/timeline/TimelinePage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/ui-element/timeline')({
  ...pageRoute('ui-element-timeline'),
  component: TimelinePage,
})
