import { createFileRoute } from '@tanstack/react-router'
import { ProgressPage } from '@/features/uiElement/progress/ProgressPage'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/ui-element/progress')({
  ...pageRoute('ui-element-progress'),
  component: ProgressPage,
})
